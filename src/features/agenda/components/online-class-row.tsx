import { Badge, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatTimeRange } from '../format'
import type { OnlineClass } from '../online-classes'
import { ExternalIcon } from './icons'
import { ServerText } from '@/shared/ui/server-text'

/**
 * One class session: subject, time, teacher and place, and its classroom in a new window. The
 * link's name carries the subject, day and time, so a list of links read alone still tells them apart.
 */
export function OnlineClassRow({ online, dayText }: { online: OnlineClass; dayText: string }) {
  const { i18n } = useLingui()
  const { item, url, timing } = online
  const { title, teacher, location } = item.event
  const time = formatTimeRange(item.startMs, item.endMs, i18n.locale, true)
  const when = `${dayText}, ${time}`
  return (
    <Stack as="li" gap="2" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack gap="2" wrap="wrap">
        <Text m="0" fontWeight="semibold">
          <ServerText>{title}</ServerText>
        </Text>
        {timing === 'now' ? (
          <Badge size="sm" variant="solid" colorPalette="green">
            <Trans>En curso</Trans>
          </Badge>
        ) : timing === 'past' ? (
          <Badge size="sm" variant="subtle" colorPalette="gray">
            <Trans>Terminada</Trans>
          </Badge>
        ) : null}
      </HStack>
      <Stack gap="0" color="fg.muted" fontSize="sm">
        <Text m="0">{time}</Text>
        {teacher ? (
          <Text m="0">
            <Trans>
              Profesor: <ServerText>{teacher}</ServerText>
            </Trans>
          </Text>
        ) : null}
        {location ? (
          <Text m="0">
            <Trans>
              Lugar: <ServerText>{location}</ServerText>
            </Trans>
          </Text>
        ) : null}
      </Stack>
      <Button asChild size="sm" alignSelf="start" colorPalette="brand" variant={timing === 'now' ? 'solid' : 'outline'}>
        <a href={url} target="_blank" rel="noopener noreferrer">
          <Trans>
            Entrar al aula virtual<VisuallyHidden> de <ServerText>{title}</ServerText>, {when} (se abre en una ventana nueva)</VisuallyHidden>
          </Trans>
          <ExternalIcon size={16} />
        </a>
      </Button>
    </Stack>
  )
}
