import { DataList, Heading, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { formatDate } from '@/shared/i18n/format'
import { sessionQueries } from '@/shared/session/queries'
import { QueryView } from '@/shared/ui/query-view'
import { SectionCard } from '@/shared/ui/section-card'
import { termsQueries } from '../queries'
import { PrivacyLink } from './privacy-link'
import { TermsText } from './terms-text'

/**
 * Menu key terms-conditions: the version the person accepted, when, and its text as it was
 * published (a newer version is asked for by the portal's start, not here), with the privacy
 * notice. Read with no signal once it was opened.
 */
export function TermsScreen() {
  const { t, i18n } = useLingui()
  const user = useQuery(sessionQueries.user())
  const standing = user.data?.terms
  const version = standing?.acceptedVersion ?? standing?.currentVersion ?? null
  const text = useQuery({ ...termsQueries.version(version ?? ''), enabled: version !== null && version !== '' })
  const acceptedAt = standing?.acceptedAt ? formatDate(standing.acceptedAt, i18n.locale, { dateStyle: 'long', timeStyle: 'short' }) : null

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        <Trans>Términos y condiciones</Trans>
      </Heading>
      <SectionCard title={<Trans>Tu aceptación</Trans>}>
        <DataList.Root orientation="horizontal" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>{t`Versión aceptada`}</DataList.ItemLabel>
            <DataList.ItemValue>{standing?.acceptedVersion ?? t`Ninguna todavía`}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t`Fecha de aceptación`}</DataList.ItemLabel>
            <DataList.ItemValue>{acceptedAt ?? '—'}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </SectionCard>
      {version ? (
        <QueryView
          query={text}
          notDownloaded={<Trans>Sin conexión: el texto de los términos y condiciones aún no se descarga en este dispositivo.</Trans>}
          failed={<Trans>No se pudo cargar el texto de los términos y condiciones.</Trans>}
        >
          {(terms) => <TermsText terms={terms} />}
        </QueryView>
      ) : null}
      <PrivacyLink />
    </Stack>
  )
}
