import { Badge, Box, HStack, Image, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Photo } from '@/contract/user'
import type { SelectedStudent } from '@/contract/user'
import { FileInput, type PickedFile } from '@/shared/files/file-input'
import { QueuedUpload } from '@/shared/files/queued-upload'
import { formatDate } from '@/shared/i18n/format'
import { isQuotaError } from '@/shared/offline/storage'
import { useReadsOwn } from '@/shared/session/reader'
import { StudentScreen } from '@/shared/session/student-screen'
import { enqueue } from '@/shared/sync/outbox'
import { useOutbox } from '@/shared/sync/use-outbox'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { SectionCard } from '@/shared/ui/section-card'
import { ServerText } from '@/shared/ui/server-text'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { useNow } from '@/shared/ui/use-now'
import { photoRequest } from '../api'
import { PHOTO_DOMAIN, PHOTO_LIMITS, PHOTO_UPLOAD_KIND, photoChange, queuedPhoto } from '../logic'
import { profileQueries } from '../queries'
import { SendButton } from '@/shared/ui/send-button'

const STATUS_PALETTE = { pending: 'orange', approved: 'green', rejected: 'red' } as const

function PhotoStatus({ photo }: { photo: Photo }) {
  const { i18n } = useLingui()
  if (!photo.status) return null
  const when = photo.updatedAt ? formatDate(photo.updatedAt, i18n.locale) : ''
  const reason = <ServerText>{photo.rejectionReason ?? ''}</ServerText>
  return (
    <Stack gap="1">
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette={STATUS_PALETTE[photo.status]} variant="subtle" size="md">
          {photo.status === 'pending' ? <Trans>En revisión</Trans> : photo.status === 'approved' ? <Trans>Aprobada</Trans> : <Trans>Rechazada</Trans>}
        </Badge>
        <Text as="span" m="0" fontSize="sm" color="fg.muted">
          <Trans>Enviada el {when}</Trans>
        </Text>
      </HStack>
      {photo.status === 'pending' ? (
        <Text m="0">
          <Trans>La revisión tarda de 3 a 5 días. Mientras tanto tu credencial muestra tu foto anterior.</Trans>
        </Text>
      ) : null}
      {photo.status === 'rejected' ? (
        <Text m="0">
          <Trans>Tu foto no fue aprobada: {reason}</Trans>
        </Text>
      ) : null}
    </Stack>
  )
}

function Portrait({ src, label }: { src: string | null; label: string }) {
  return (
    <Box w="36" h="44" borderWidth="1px" borderRadius="l2" overflow="hidden" bg="bg.muted" flexShrink={0}>
      {src ? (
        <Image src={src} alt={label} w="full" h="full" objectFit="cover" />
      ) : (
        <Text m="0" p="3" fontSize="sm" color="fg.muted">
          <Trans>Sin foto</Trans>
        </Text>
      )}
    </Box>
  )
}

/** The new photo: chosen or taken, then queued like every upload (it reaches the server once, also after no signal). */
function NewPhoto({ accountNumber }: { accountNumber: string }) {
  const { t } = useLingui()
  const [file, setFile] = useState<PickedFile | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const send = useMutation({
    mutationFn: async (picked: PickedFile) => {
      await enqueue({
        kind: PHOTO_UPLOAD_KIND,
        ...photoRequest(accountNumber),
        files: [{ field: 'file', name: picked.name, blob: picked.blob }],
        meta: { domain: PHOTO_DOMAIN, accountNumber },
        label: t`Foto de perfil`,
      })
    },
    networkMode: 'always',
    onSuccess: () => setFile(null),
    onError: (error) =>
      setProblem(isQuotaError(error) ? t`Tu dispositivo no tiene espacio para guardar la foto. Libera espacio e inténtalo de nuevo.` : t`No se pudo guardar la foto para enviarla.`),
  })
  return (
    <Stack gap="3">
      <FileInput
        label={t`Nueva foto de perfil`}
        hint={t`De frente, con fondo claro y sin accesorios. JPG o PNG de hasta 5 MB.`}
        limits={PHOTO_LIMITS}
        value={file}
        onChange={setFile}
        capture="user"
        photos={{ documentName: t`Foto de perfil`, facing: 'user' }}
      />
      <HStack>
        <SendButton
          disabled={!file}
          loading={send.isPending}
          onSend={() => {
            if (!file) return
            setProblem(null)
            send.mutate(file)
          }}
        >
          <Trans>Enviar foto a revisión</Trans>
        </SendButton>
      </HStack>
      {problem ? <FailureAlert>{problem}</FailureAlert> : null}
    </Stack>
  )
}

function PhotoSection({ student, owner }: { student: SelectedStudent; owner: boolean }) {
  // The student reads about their own photo; a tutor or an administrative, about the student's.
  const { t, i18n } = useLingui()
  const now = useNow()
  const photo = useQuery(profileQueries.photo(student.accountNumber))
  const queued = queuedPhoto(useOutbox(PHOTO_UPLOAD_KIND), student.accountNumber)
  return (
    <SectionCard title={<Trans>Foto de perfil</Trans>}>
      <SnapshotView
        query={photo}
        notDownloaded={<Trans>Sin conexión. La foto aún no se ha descargado en este dispositivo.</Trans>}
        failed={<Trans>No se pudo cargar la foto.</Trans>}
      >
        {(data) => {
          const change = photoChange(data, queued !== undefined, now)
          return (
            <Stack gap="4">
              <HStack gap="4" align="flex-start" flexWrap="wrap">
                <Stack gap="1" align="center">
                  <Portrait src={data.photo} label={owner ? t`Tu foto actual` : t`La foto actual del alumno`} />
                  <Text m="0" fontSize="sm" color="fg.muted">
                    {owner ? <Trans>En tu credencial</Trans> : <Trans>En su credencial</Trans>}
                  </Text>
                </Stack>
                {data.status === 'pending' && data.pendingPhoto ? (
                  <Stack gap="1" align="center">
                    <Portrait src={data.pendingPhoto} label={t`La foto en revisión`} />
                    <Text m="0" fontSize="sm" color="fg.muted">
                      <Trans>En revisión</Trans>
                    </Text>
                  </Stack>
                ) : null}
                <PhotoStatus photo={data} />
              </HStack>
              {queued ? <QueuedUpload item={queued} documentName={t`Foto de perfil`} /> : null}
              {!owner ? (
                <Text m="0">
                  <Trans>Solo el alumno puede cambiar su foto.</Trans>
                </Text>
              ) : change.kind === 'allowed' ? (
                <NewPhoto accountNumber={student.accountNumber} />
              ) : change.kind === 'wait' ? (
                <Text m="0" role="status">
                  <Trans>Tu foto se puede cambiar cada 4 meses: podrás cambiarla a partir del {formatDate(change.until, i18n.locale, { dateStyle: 'long' })}.</Trans>
                </Text>
              ) : change.kind === 'in-review' ? (
                <Text m="0" role="status">
                  <Trans>Podrás enviar otra foto cuando termine la revisión de la actual.</Trans>
                </Text>
              ) : null}
            </Stack>
          )
        }}
      </SnapshotView>
    </SectionCard>
  )
}

/** Spec §2 "profile": the photo the credential shows, its review, and a new one within the 4-month rule. */
export function ProfileScreen() {
  const { t } = useLingui()
  const owner = useReadsOwn()
  return (
    <StudentScreen title={owner ? <Trans>Mi perfil</Trans> : <Trans>Perfil del alumno</Trans>} width="3xl" needsStudent={t`Elige un alumno y su carrera para ver su perfil.`}>
      {(student) => (
        <Stack gap="6">
          <PhotoSection student={student} owner={owner} />
          <ChakraLink asChild colorPalette="brand" alignSelf="flex-start">
            <Link to="/student-information/contact">{owner ? <Trans>Mis datos de contacto</Trans> : <Trans>Datos de contacto del alumno</Trans>}</Link>
          </ChakraLink>
        </Stack>
      )}
    </StudentScreen>
  )
}
