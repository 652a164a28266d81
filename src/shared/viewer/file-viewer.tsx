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
 * The shared file viewer of spec §2: PDFs and pictures with zoom, audio, video, text and
 * spreadsheets (spec §5, exportable to PDF); anything else is offered for download. Like every dialog of the portal (spec §4) it closes
 * only by its buttons.
 */
/**
 * The control a person last activated: a button that opens the viewer often shows a spinner and
 * is disabled while the file loads, which drops the focus to the page's body before the viewer opens.
 */
let lastActivated: Element | null = null
document.addEventListener('click', (event) => void (lastActivated = event.target instanceof Element ? event.target.closest('button, a[href], [tabindex]') : null), true)

const openerNow = () => (document.activeElement && document.activeElement !== document.body ? document.activeElement : lastActivated)

export function FileViewer({ file, onClose }: FileViewerProps) {
  // The last file stays on screen while the dialog animates out; a new one starts afresh.
  const [shown, setShown] = useState<{ file: ViewerDocument; id: number; opener: Element | null } | null>(null)
  // Whatever opened the viewer gets the focus back when it closes, not the page's body.
  if (file && file !== shown?.file) setShown({ file, id: (shown?.id ?? 0) + 1, opener: openerNow() })
  const scrollRef = useRef<HTMLDivElement | null>(null)

  return (
    <Dialog.Root
      open={file !== null}
      // Only its close button closes it (spec §4): neither Escape nor a click outside.
      closeOnEscape={false}
      finalFocusEl={() => (shown?.opener instanceof HTMLElement && shown.opener.isConnected ? shown.opener : null)}
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
