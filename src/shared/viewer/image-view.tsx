import { Box } from '@chakra-ui/react'
import { useState } from 'react'
import type { ViewerDocument } from './types'
import { useObjectUrl } from './use-object-url'

interface ImageViewProps {
  file: ViewerDocument
  scale: number
  onReady: (info: { naturalWidth: number }) => void
  onError: () => void
}

/** A picture at the viewer's zoom; SVG goes through <img>, where its scripts never run. */
export function ImageView({ file, scale, onReady, onError }: ImageViewProps) {
  const src = useObjectUrl(file)
  const [naturalWidth, setNaturalWidth] = useState(0)
  if (!src) return null
  return (
    <Box p="4" minW="max-content" textAlign="center">
      <img
        src={src}
        alt={file.name}
        onLoad={(event) => {
          const width = event.currentTarget.naturalWidth
          setNaturalWidth(width)
          onReady({ naturalWidth: width })
        }}
        onError={onError}
        style={{ display: 'inline-block', maxWidth: 'none', width: naturalWidth ? `${naturalWidth * scale}px` : undefined }}
      />
    </Box>
  )
}
