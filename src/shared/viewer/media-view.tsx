import { Box } from '@chakra-ui/react'
import type { ViewerDocument } from './types'
import { useObjectUrl } from './use-object-url'

interface MediaViewProps {
  file: ViewerDocument
  kind: 'audio' | 'video'
  onReady: () => void
  onError: () => void
}

/** Audio and video with the browser's own accessible controls. */
export function MediaView({ file, kind, onReady, onError }: MediaViewProps) {
  const src = useObjectUrl(file)
  if (!src) return null
  const common = { src, controls: true, 'aria-label': file.name, onLoadedMetadata: onReady, onError }
  return (
    <Box p="4" display="flex" justifyContent="center">
      {kind === 'video' ? <video {...common} style={{ maxWidth: '100%', maxHeight: '70vh' }} /> : <audio {...common} />}
    </Box>
  )
}
