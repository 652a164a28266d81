import { Box, CloseButton, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { CampusRequest } from '@/contract/student-information'
import type { SelectedStudent } from '@/contract/user'
import { useLive } from '@/shared/db/use-live'
import { formatDate } from '@/shared/i18n/format'
import { AlertTypeIcon, CloseIcon } from '@/shared/ui/alert-type-icon'
import { ServerText } from '@/shared/ui/server-text'
import { TermName } from '@/shared/ui/term-name'
import { closeBanner, closedBannerKey, isBannerClosed } from './closed-banners'
import { campusRequestQuery } from './query'

const LOOK = {
  pending: { type: 'info', palette: 'blue' },
  approved: { type: 'success', palette: 'green' },
  rejected: { type: 'error', palette: 'red' },
} as const

function BannerText({ request }: { request: CampusRequest }) {
  const { i18n } = useLingui()
  const campus = <ServerText>{request.campus.name}</ServerText>
  if (request.status === 'pending') {
    const asked = formatDate(request.requestedAt, i18n.locale, { dateStyle: 'long' })
    // A calendar day: written as it is, not moved by the device's time zone.
    const answerBy = request.answerBy ? formatDate(request.answerBy, i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }) : null
    return (
      <>
        <Heading as="h2" size="sm"><Trans>Cambio de campus a {campus}: en revisión</Trans></Heading>
        <Text>
          <Trans>Solicitado el {asked}.</Trans>{' '}
          {answerBy ? <Trans>La oficina escolar responde a más tardar el {answerBy}.</Trans> : null}
        </Text>
      </>
    )
  }
  if (request.status === 'approved') {
    return (
      <>
        <Heading as="h2" size="sm"><Trans>Cambio de campus a {campus}: aprobado</Trans></Heading>
        {request.effectiveCycle ? (
          <Text>
            <Trans>Aplica a partir del ciclo {<TermName code={request.effectiveCycle} name={request.effectiveCycleName ?? request.effectiveCycle} />}.</Trans>
          </Text>
        ) : null}
      </>
    )
  }
  const reason = request.reason
  return (
    <>
      <Heading as="h2" size="sm"><Trans>Cambio de campus a {campus}: no aprobado</Trans></Heading>
      {reason ? (
        <Text>
          <Trans>Motivo: <ServerText>{reason}</ServerText></Trans>
        </Text>
      ) : null}
    </>
  )
}

/**
 * Spec §3 "last campus request banner": the state of the career's last campus change request, in
 * words and with an icon of its own (never by colour alone), until the person closes it. Drawn after
 * the home's first screen, with its texts (the home-cards catalog).
 */
export function CampusRequestBanner({ student }: { student: SelectedStudent }) {
  const { t } = useLingui()
  const request = useQuery(campusRequestQuery(student)).data?.data.lastCampusRequest ?? null
  const key = request ? closedBannerKey(student.accountNumber, request) : null
  // Unknown until the database answers: a closed banner never flashes in.
  const closed = useLive(async () => (key ? isBannerClosed(key) : true), true, [key])
  if (!request || !key || closed) return null
  const { type, palette } = LOOK[request.status]

  return (
    <Box role="status" borderWidth="1px" borderRadius="l2" colorPalette={palette} bg="colorPalette.subtle" borderColor="colorPalette.muted" p="4">
      <HStack align="start" gap="3">
        <Box color="colorPalette.fg" pt="0.5">
          <AlertTypeIcon type={type} size={22} />
        </Box>
        <Stack gap="1" flex="1">
          <BannerText request={request} />
        </Stack>
        <CloseButton size="sm" aria-label={t`Cerrar aviso del cambio de campus`} onClick={() => void closeBanner(key)}>
          <CloseIcon />
        </CloseButton>
      </HStack>
    </Box>
  )
}
