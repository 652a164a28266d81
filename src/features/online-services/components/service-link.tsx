import { Box, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useId, type MouseEvent } from 'react'
import type { OnlineServiceLink } from '@/contract/online-services'
import { ExternalIcon } from '@/shared/ui/common-icons'
import { webAddress } from '@/shared/http/web-address'
import { ServerText } from '@/shared/ui/server-text'
import { useSharedSentence } from './use-shared-sentence'

/**
 * One site: its name opens it in a new window. A site that receives some of the student's data
 * says which under its name, and asks first (`onAsk`) instead of opening at once, middle click
 * included.
 */
export function ServiceLink({ link, onAsk }: { link: OnlineServiceLink; onAsk: (link: OnlineServiceLink) => void }) {
  const shareId = useId()
  const sentence = useSharedSentence(link.shares)
  const url = webAddress(link.url)
  const ask = (event: MouseEvent) => {
    if (!sentence) return
    event.preventDefault()
    onAsk(link)
  }

  return (
    <Stack as="li" gap="1" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      {url ? (
        <HStack gap="2">
          <Link
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={ask}
            onAuxClick={ask}
            aria-describedby={sentence ? shareId : undefined}
            fontWeight="semibold"
            colorPalette="brand"
            color="colorPalette.fg"
          >
            <ServerText>{link.name}</ServerText>
            <ExternalIcon size={16} />
            <VisuallyHidden>
              <Trans>(se abre en una ventana nueva)</Trans>
            </VisuallyHidden>
          </Link>
        </HStack>
      ) : (
        <Text m="0" fontWeight="semibold">
          <ServerText>{link.name}</ServerText>
        </Text>
      )}
      <Text m="0" color="fg.muted">
        <ServerText>{link.description}</ServerText>
      </Text>
      {sentence ? (
        <Box as="p" m="0" fontSize="sm" id={shareId}>
          {sentence}
        </Box>
      ) : null}
    </Stack>
  )
}
