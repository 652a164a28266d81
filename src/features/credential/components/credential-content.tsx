import { Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import type { SelectedStudent } from '@/contract/user'
import { useOnline } from '@/shared/offline/use-online'
import { QrPlaceholder } from '@/shared/qr/qr-code'
import { QueryView } from '@/shared/ui/query-view'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { useNow } from '@/shared/ui/use-now'
import { takeEnlargeRequest } from '../enlarge-request'
import { credentialStanding } from '../logic'
import { credentialQueries } from '../queries'
import { Barcode } from './barcode'
import { CredentialCard } from './credential-card'
import { QrArea, qrState, type QrState } from './credential-codes'

/**
 * The full-screen view and its dialog machinery load when it is first asked for (from the
 * worker's precache, offline too), not with the credential: its start draws only the card.
 */
const EnlargedCodes = lazy(() => import('./enlarged-codes').then(({ EnlargedCodes }) => ({ default: EnlargedCodes })))

function CardSkeleton() {
  return (
    <Stack role="status" gap="4" aria-busy="true">
      <VisuallyHidden>
        <Trans>Cargando tu credencial…</Trans>
      </VisuallyHidden>
      <Skeleton h="14" borderRadius="l3" />
      <Skeleton h="28" w="60%" />
      <Skeleton h="72" borderRadius="l3" />
    </Stack>
  )
}

/** Both answers are kept by the worker: the card and its codes still show with no signal. */
export function CredentialContent({ student }: { student: SelectedStudent }) {
  const { t } = useLingui()
  const card = useQuery(credentialQueries.card(student))
  const code = useQuery(credentialQueries.code(student.accountNumber))
  const online = useOnline()
  const now = useNow()
  // A tap on the first view's button, before this screen took over, opens the codes now.
  const [enlarged, setEnlarged] = useState(takeEnlargeRequest)
  // Once opened it stays mounted, so that closing plays the dialog's own way out.
  const [everEnlarged, setEverEnlarged] = useState(enlarged)

  return (
    <SnapshotView
      query={card}
      loading={<CardSkeleton />}
      notDownloaded={<Trans>Sin conexión. Tu credencial aún no se ha descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudo cargar tu credencial.</Trans>}
    >
      {(credential) => {
        const { fullName, accountNumber } = credential
        const valid = credentialStanding(credential, now) === 'valid'
        const qr = (size: string) =>
          valid ? (
            <QueryView
              query={code}
              loading={<QrPlaceholder size={size} />}
              notDownloaded={<Trans>Sin conexión. El código QR aún no se ha descargado en este dispositivo; puedes mostrar el código de barras.</Trans>}
              failed={<Trans>No se pudo obtener el código QR.</Trans>}
            >
              {({ data }) => <QrArea state={qrState(true, data)} size={size} online={online} />}
            </QueryView>
          ) : (
            <QrArea state={NOT_VALID} size={size} online={online} />
          )
        return (
          <>
            <CredentialCard
              credential={credential}
              qr={qr}
              onEnlarge={() => {
                setEverEnlarged(true)
                setEnlarged(true)
              }}
            />
            {everEnlarged && (
              <Suspense fallback={null}>
                <EnlargedCodes open={enlarged} onClose={() => setEnlarged(false)} title={t`Credencial de ${fullName}`}>
                  {qr('min(80vw, 55vh)')}
                  <Barcode value={accountNumber} label={t`Código de barras de la cuenta ${accountNumber}`} moduleWidth={4} />
                </EnlargedCodes>
              </Suspense>
            )}
          </>
        )
      }}
    </SnapshotView>
  )
}

const NOT_VALID: QrState = { kind: 'not-valid' }
