import { Box, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, useEffectEvent, useState } from 'react'
import { fileBlob } from './file-source'
import type { ViewerDocument } from './types'

/** Beyond this many characters the text is cut: a browser tab should not hang on a log file. */
export const MAX_TEXT_CHARS = 500_000

interface TextViewProps {
  file: ViewerDocument
  onReady: () => void
  onError: (error: unknown) => void
}

/** Plain text, JSON, and markup or code shown as their source. */
export function TextView({ file, onReady, onError }: TextViewProps) {
  const [text, setText] = useState<string>()
  const ready = useEffectEvent(onReady)
  const failed = useEffectEvent(onError)

  useEffect(() => {
    let live = true
    fileBlob(file)
      .then((blob) => blob.text())
      .then((content) => {
        if (!live) return
        setText(content)
        ready()
      })
      .catch((error: unknown) => live && failed(error))
    return () => {
      live = false
    }
  }, [file])

  if (text === undefined) return null
  return (
    <Box p="4">
      {text.length > MAX_TEXT_CHARS ? (
        <Text color="fg.muted" fontSize="sm" mb="2">
          <Trans>El archivo es muy largo: se muestra solo el principio. Descárgalo para verlo completo.</Trans>
        </Text>
      ) : null}
      <Box as="pre" m="0" whiteSpace="pre-wrap" overflowWrap="anywhere" fontFamily="mono" fontSize="sm">
        {text.slice(0, MAX_TEXT_CHARS)}
      </Box>
    </Box>
  )
}
