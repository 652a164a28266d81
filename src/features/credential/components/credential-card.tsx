import { Alert, Box, Card, DataList, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Credential } from '@/contract/academic'
import { formatDate } from '@/shared/i18n/format'
import { useNow } from '@/shared/ui/use-now'
import { credentialStanding, dateOnlyOptions, type CredentialStanding } from '../logic'
import { CredentialCodes, type CodeQuery } from './credential-codes'
import { CredentialPhoto } from './credential-photo'
import { CalendarIcon } from './icons'
import { StandingBadge } from './status-badge'

function StandingNotice({ standing, expiredOn }: { standing: CredentialStanding; expiredOn: string }) {
  if (standing === 'valid') return null
  return (
    <Alert.Root status={standing === 'expired' ? 'error' : 'warning'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {standing === 'expired' ? <Trans>Tu credencial venció el {expiredOn}.</Trans> : <Trans>Tu credencial está inactiva.</Trans>}
        </Alert.Title>
        <Alert.Description>
          <Trans>Acude a servicios escolares de tu campus para actualizarla.</Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}

export interface CredentialCardProps {
  credential: Credential
  code: CodeQuery
}

/** Spec §2 credential card: status, photo, name, business line, campus, program, account, expiry and codes. */
export function CredentialCard({ credential, code }: CredentialCardProps) {
  const { t, i18n } = useLingui()
  const now = useNow()
  const standing = credentialStanding(credential, now)
  const expiry = formatDate(credential.expirationDate, i18n.locale, dateOnlyOptions())
  const { fullName, accountNumber } = credential

  return (
    <Stack gap="4">
      <StandingNotice standing={standing} expiredOn={expiry} />
      <Card.Root as="section" aria-label={t`Credencial de ${fullName}`} overflow="hidden" borderWidth="1px">
        <Flex bg="brand.solid" color="brand.contrast" px="5" py="3" gap="3" align="center" justify="space-between" wrap="wrap">
          <Text m="0" fontWeight="semibold" fontSize="lg">
            {credential.businessLine}
          </Text>
          <StandingBadge standing={standing} />
        </Flex>
        <Card.Body gap="5">
          <HStack gap="4" align="center">
            <CredentialPhoto photo={credential.photo} fullName={fullName} />
            <Heading as="h2" size="xl" m="0" lineHeight="short">
              {fullName}
            </Heading>
          </HStack>
          <DataList.Root orientation="horizontal" size="md">
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>Número de cuenta</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold" fontFamily="mono" fontSize="md">
                {accountNumber}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>Programa</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>{credential.programName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>Campus</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>{credential.campusName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>Vigencia</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>
                <HStack as="span" gap="1.5" color={standing === 'expired' ? 'fg.error' : undefined} fontWeight="medium">
                  <CalendarIcon size={16} />
                  <time dateTime={credential.expirationDate}>
                    {standing === 'expired' ? <Trans>Venció el {expiry}</Trans> : <Trans>Válida hasta el {expiry}</Trans>}
                  </time>
                </HStack>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Box>
            <CredentialCodes accountNumber={accountNumber} fullName={fullName} standing={standing} code={code} />
          </Box>
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}
