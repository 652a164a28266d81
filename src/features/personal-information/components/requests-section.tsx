import { Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PersonalRequest } from '@/contract/personal-information'
import { SectionCard } from '@/shared/ui/section-card'
import { RequestItem } from './request-item'

/** The account's requests, newest first: the one in review and the recent decided ones. */
export function RequestsSection({ requests }: { requests: readonly PersonalRequest[] }) {
  const { t } = useLingui()
  return (
    <SectionCard title={<Trans>Solicitudes de cambio</Trans>}>
      {requests.length === 0 ? (
        <Text m="0">
          <Trans>No hay solicitudes de cambio.</Trans>
        </Text>
      ) : (
        <Stack as="ul" gap="3" m="0" p="0" listStyleType="none" aria-label={t`Solicitudes de cambio, de la más reciente a la más antigua`}>
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </Stack>
      )}
    </SectionCard>
  )
}
