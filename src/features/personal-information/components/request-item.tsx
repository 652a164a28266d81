import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { REVIEW_DAYS, type PersonalChange, type PersonalRequest } from '@/contract/personal-information'
import { formatDate, formatDay } from '@/shared/i18n/format'
import { ServerText } from '@/shared/ui/server-text'
import { FIELD_LABELS, MARITAL_STATUS_LABELS, STATUS_LABELS, STATUS_PALETTE } from '../logic'

/** One value of a change as people read it: a marital status by its name, a date in words, none as a dash. */
function useChangeValue() {
  const { i18n } = useLingui()
  return (change: PersonalChange, value: string | null) => {
    if (value === null) return '—'
    if (change.field === 'maritalStatus') {
      const label = (MARITAL_STATUS_LABELS as Partial<Record<string, MessageDescriptor>>)[value]
      return label ? i18n._(label) : value
    }
    if (change.field === 'birthDate') return formatDay(value, i18n.locale, { dateStyle: 'long' })
    if (change.field === 'nationality' || change.field === 'birthPlace') return <ServerText>{value}</ServerText>
    return value
  }
}

/** A request with its status word, what it changes, its dates, the document sent and, once decided, the outcome. */
export function RequestItem({ request }: { request: PersonalRequest }) {
  const { i18n } = useLingui()
  const valueOf = useChangeValue()
  const sent = formatDate(request.requestedAt, i18n.locale, { dateStyle: 'long' })
  const decided = request.decidedAt ? formatDate(request.decidedAt, i18n.locale, { dateStyle: 'long' }) : ''
  const reason = <ServerText>{request.reason ?? ''}</ServerText>
  const documentName = <ServerText>{request.documentName ?? ''}</ServerText>
  const { min, max } = REVIEW_DAYS
  return (
    <Stack as="li" gap="2" p="3" borderWidth="1px" borderRadius="l2">
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette={STATUS_PALETTE[request.status]} variant="subtle" size="md">
          {i18n._(STATUS_LABELS[request.status])}
        </Badge>
        <Text as="span" m="0" fontSize="sm" color="fg.muted">
          <Trans>Enviada el {sent}</Trans>
        </Text>
      </HStack>
      <Stack as="ul" gap="1" m="0" ps="5">
        {request.changes.map((change) => {
          const field = i18n._(FIELD_LABELS[change.field])
          const from = valueOf(change, change.from)
          const to = valueOf(change, change.to)
          return (
            <Text as="li" key={change.field} m="0">
              <Trans>
                {field}: {from} → {to}
              </Trans>
            </Text>
          )
        })}
      </Stack>
      {request.documentName ? (
        <Text m="0" fontSize="sm" color="fg.muted">
          <Trans>Documento enviado: {documentName}</Trans>
        </Text>
      ) : null}
      {request.status === 'pending' ? (
        <Text m="0">
          <Trans>
            La revisión tarda de {min} a {max} días. Mientras tanto tus datos siguen como están.
          </Trans>
        </Text>
      ) : null}
      {request.status === 'approved' ? (
        <Text m="0">
          <Trans>Aprobada el {decided}: tus datos ya muestran el cambio.</Trans>
        </Text>
      ) : null}
      {request.status === 'rejected' ? (
        <Text m="0">
          <Trans>
            Rechazada el {decided}. Motivo: {reason}
          </Trans>
        </Text>
      ) : null}
    </Stack>
  )
}
