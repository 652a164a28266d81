import { Alert, chakra, List, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CheckBox } from '@/shared/forms/check-box'
import { lazy, Suspense, useCallback, useState } from 'react'
import type { CommitmentLetter, FileDocument } from '@/contract/digital-file'
import { isApiError, refusalOf } from '@/shared/http/api-error'
import { beforePeriod, formatDate } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { InlineLoader } from '@/shared/ui/inline-loader'
import { Modal } from '@/shared/ui/modal'
import { signCommitmentLetter } from '../api'
import { refreshDocument } from '../fresh'
import { digitalFileQueries } from '../queries'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { SendButton } from '@/shared/ui/send-button'
import { ServerText } from '@/shared/ui/server-text'

// The signature pad and its drawing code load only when a letter is about to be signed.
const SignatureField = lazy(() => import('@/shared/ui/signature-field').then((module) => ({ default: module.SignatureField })))

function LetterText({ letter }: { letter: CommitmentLetter }) {
  return (
    <Stack gap="3">
      {letter.paragraphs.map((paragraph, index) => (
        <Text key={index} m="0">
          {paragraph}
        </Text>
      ))}
      {letter.documents.length > 0 ? (
        <List.Root ps="5">
          {letter.documents.map((name) => (
            <List.Item key={name}>
              <ServerText>{name}</ServerText>
            </List.Item>
          ))}
        </List.Root>
      ) : null}
    </Stack>
  )
}

function SignedLetter({ letter }: { letter: CommitmentLetter }) {
  const { i18n } = useLingui()
  const signedAt = letter.signedAt
  return (
    <Alert.Root status="success">
      <Alert.Indicator />
      <Stack gap="1">
        <Alert.Title>
          <Trans>Carta firmada</Trans>
        </Alert.Title>
        {signedAt ? (
          <Alert.Description>
            <Trans>La firmaste el {beforePeriod(formatDate(signedAt, i18n.locale, { dateStyle: 'long', timeStyle: 'short' }))}. Te devolveremos tus documentos originales al terminar el trámite.</Trans>
          </Alert.Description>
        ) : null}
      </Stack>
    </Alert.Root>
  )
}

/** Read, confirm and sign (spec §2 "return-document letter": confirm, sign, success, warning). */
function LetterSteps({ letter, document }: { letter: CommitmentLetter; document: FileDocument }) {
  const { t } = useLingui()
  const online = useOnline()
  const queryClient = useQueryClient()
  const [read, setRead] = useState(false)
  const [signature, setSignature] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const keepSignature = useCallback((next: string | null) => setSignature(next), [])
  const sign = useMutation({
    mutationFn: () => signCommitmentLetter(letter.id, signature!),
    networkMode: 'always',
    meta: { silent: true },
    onSuccess: (signed) => {
      queryClient.setQueryData(digitalFileQueries.letter(letter.assignedDigitalFileId).queryKey, signed)
      void refreshDocument(queryClient, document)
    },
    onError: (error) => {
      const refusal = refusalOf(error)
      setFailure(refusal ?? t`No se pudo firmar la carta. Inténtalo de nuevo.`)
    },
  })

  if (letter.status === 'signed') return <SignedLetter letter={letter} />
  const reason = letter.rejectionReason
  return (
    <Stack gap="5">
      {letter.status === 'rejected' ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title>
              <Trans>Rechazaste esta carta</Trans>
            </Alert.Title>
            <Alert.Description>
              {reason ? (
                <Trans>
                  Motivo: <ServerText>{reason}</ServerText>.{' '}
                </Trans>
              ) : null}
              <Trans>Sin tu firma no podemos devolverte tus documentos originales. Puedes firmarla ahora.</Trans>
            </Alert.Description>
          </Stack>
        </Alert.Root>
      ) : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Tu carta compromiso está pendiente de firma.</Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      <LetterText letter={letter} />
      <chakra.label display="flex" alignItems="flex-start" gap="2" cursor="pointer">
        <CheckBox checked={read} onChange={(event) => setRead(event.target.checked)} />
        <Trans>Leí la carta y acepto su contenido.</Trans>
      </chakra.label>
      {read ? (
        <Suspense fallback={<InlineLoader label={t`Preparando la firma…`} showLabel />}>
          <SignatureField label={t`Tu firma`} onChange={keepSignature} />
        </Suspense>
      ) : null}
      {failure ? (
        <FailureAlert>{failure}</FailureAlert>
      ) : null}
      {!online ? (
        <Text m="0" color="fg.muted">
          <Trans>Necesitas conexión para firmar la carta.</Trans>
        </Text>
      ) : null}
      <SendButton
        alignSelf="flex-end"
        disabled={!read || !signature || !online}
        loading={sign.isPending}
        onSend={() => {
          setFailure(null)
          sign.mutate()
        }}
      >
        <Trans>Firmar carta</Trans>
      </SendButton>
    </Stack>
  )
}

function Letter({ document }: { document: FileDocument }) {
  const fileId = document.assignedDigitalFileId
  const query = useQuery({ ...digitalFileQueries.letter(fileId), retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2 })
  if (query.data) return <LetterSteps letter={query.data} document={document} />
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404
    return (
      <Alert.Root status={missing ? 'info' : 'error'}>
        <Alert.Indicator />
        <Alert.Title>{missing ? <Trans>Carta no encontrada</Trans> : <Trans>No se pudo cargar la carta. Revisa tu conexión e inténtalo de nuevo.</Trans>}</Alert.Title>
      </Alert.Root>
    )
  }
  if (query.fetchStatus === 'paused') {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>Sin conexión. La carta se muestra cuando vuelva la señal.</Trans>
        </Alert.Title>
      </Alert.Root>
    )
  }
  return <InlineLoader />
}

/** The return-of-documents (commitment) letter of a digital file, opened from its document row. */
export function LetterDialog({ document, onClose }: { document: FileDocument | null; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Modal open={document !== null} title={t`Carta compromiso de devolución de documentos`} onClose={onClose} size="lg">
      {document ? <Letter document={document} /> : null}
    </Modal>
  )
}
