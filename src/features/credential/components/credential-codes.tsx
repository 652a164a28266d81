import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { lazy, Suspense, useId, useState, type ReactNode } from 'react'
import type { CredentialCode } from '@/contract/academic'
import type { WithAge } from '@/shared/http/request'
import { useOnline } from '@/shared/offline/use-online'
import { QueryView } from '@/shared/ui/query-view'
import { useNow } from '@/shared/ui/use-now'
import { isCodeExpired, type CredentialStanding } from '../logic'
import { Barcode } from './barcode'
import { EnlargeIcon } from './icons'
import { QrCode, QrPlaceholder } from '@/shared/qr/qr-code'

export type CodeQuery = UseQueryResult<WithAge<CredentialCode | null>>

/**
 * The full-screen view and its dialog machinery load when it is first asked for (from the
 * worker's precache, offline too), not with the credential: its start draws only the card.
 */
const EnlargedCodes = lazy(() => import('./enlarged-codes').then(({ EnlargedCodes }) => ({ default: EnlargedCodes })))

export interface CredentialCodesProps {
  accountNumber: string
  fullName: string
  standing: CredentialStanding
  code: CodeQuery
}

function NoCode({ children }: { children: ReactNode }) {
  return (
    <Text role="status" m="0" maxW="xs" textAlign="center" color="black" fontWeight="medium">
      {children}
    </Text>
  )
}

/** The QR of a current code, and a word when it ran out before the next one arrived. */
function ShownCode({ code, size }: { code: CredentialCode; size: string }) {
  const { t } = useLingui()
  const online = useOnline()
  const now = useNow()
  return (
    <Stack align="center" gap="2">
      <QrCode text={code.code} label={t`Código QR de tu credencial`} size={size} />
      {isCodeExpired(code, now) && (
        <Text role="status" m="0" fontSize="sm" textAlign="center" color="black">
          {online ? (
            <Trans>Este código QR ya venció; estamos obteniendo uno nuevo.</Trans>
          ) : (
            <Trans>Este código QR ya venció. Conéctate a internet para obtener uno nuevo.</Trans>
          )}
        </Text>
      )}
    </Stack>
  )
}

/** The QR from the server's code, or why it is missing; the barcode needs no call and is always there. */
function QrArea({ code, standing, size }: { code: CodeQuery; standing: CredentialStanding; size: string }) {
  // The server gives no code to a credential that is not valid; a saved one must not show either.
  if (standing !== 'valid') {
    return (
      <NoCode>
        <Trans>Tu credencial no está vigente, por eso no tiene código QR.</Trans>
      </NoCode>
    )
  }
  return (
    <QueryView
      query={code}
      loading={<QrPlaceholder size={size} />}
      notDownloaded={<Trans>Sin conexión. El código QR aún no se ha descargado en este dispositivo; puedes mostrar el código de barras.</Trans>}
      failed={<Trans>No se pudo obtener el código QR.</Trans>}
    >
      {({ data }) =>
        data === null ? (
          <NoCode>
            <Trans>Tu credencial no tiene un código QR en este momento.</Trans>
          </NoCode>
        ) : (
          <ShownCode code={data} size={size} />
        )
      }
    </QueryView>
  )
}

/** Both codes, black on white whatever the theme, sized to be read from a phone held up to a scanner. */
export function CredentialCodes({ accountNumber, fullName, standing, code }: CredentialCodesProps) {
  const { t } = useLingui()
  const titleId = useId()
  const [enlarged, setEnlarged] = useState(false)
  // Once opened it stays mounted, so that closing plays the dialog's own way out.
  const [everEnlarged, setEverEnlarged] = useState(false)

  return (
    <Stack as="section" aria-labelledby={titleId} align="center" gap="4" bg="white" color="black" borderRadius="l3" borderWidth="1px" p="4">
      <Heading as="h3" id={titleId} srOnly>
        <Trans>Códigos para identificarte</Trans>
      </Heading>
      <QrArea code={code} standing={standing} size="240px" />
      <Barcode value={accountNumber} label={t`Código de barras de la cuenta ${accountNumber}`} />
      <Button
        variant="outline"
        colorPalette="gray"
        bg="white"
        color="black"
        onClick={() => {
          setEverEnlarged(true)
          setEnlarged(true)
        }}
      >
        <EnlargeIcon size={18} />
        <Trans>Pantalla completa</Trans>
      </Button>
      {everEnlarged && (
        <Suspense fallback={null}>
          <EnlargedCodes open={enlarged} onClose={() => setEnlarged(false)} title={t`Credencial de ${fullName}`}>
            <QrArea code={code} standing={standing} size="min(80vw, 55vh)" />
            <Barcode value={accountNumber} label={t`Código de barras de la cuenta ${accountNumber}`} moduleWidth={4} />
          </EnlargedCodes>
        </Suspense>
      )}
    </Stack>
  )
}
