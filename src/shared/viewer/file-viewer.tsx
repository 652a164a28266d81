import { Dialog, Portal } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import type { ViewerDocument } from './types'
import { ViewerBody } from './viewer-body'

export interface FileViewerProps {
  /** The file to show; null closes the viewer. */
  file: ViewerDocument | null
  onClose: () => void
}

/**
 * The shared file viewer of spec §2: PDFs and pictures with zoom, audio, video and text;
 * anything else is offered for download. Like every dialog of the portal (spec §4) it closes
 * only by its buttons.
 */
export function FileViewer({ file, onClose }: FileViewerProps) {
  // The last file stays on screen while the dialog animates out; a new one starts afresh.
  const [shown, setShown] = useState<{ file: ViewerDocument; id: number } | null>(null)
  if (file && file !== shown?.file) setShown({ file, id: (shown?.id ?? 0) + 1 })
  const scrollRef = useRef<HTMLDivElement | null>(null)

  return (
    <Dialog.Root
      open={file !== null}
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      size="full"
      initialFocusEl={() => scrollRef.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content h="100dvh" overflow="hidden">
            {shown ? <ViewerBody key={shown.id} file={shown.file} onClose={onClose} scrollRef={scrollRef} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
