import { Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { SelectedStudent } from '@/contract/user'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { credentialQueries } from '../queries'
import { CredentialCard } from './credential-card'

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
  const card = useQuery(credentialQueries.card(student))
  const code = useQuery(credentialQueries.code(student.accountNumber))
  return (
    <SnapshotView
      query={card}
      loading={<CardSkeleton />}
      notDownloaded={<Trans>Sin conexión. Tu credencial aún no se ha descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudo cargar tu credencial.</Trans>}
    >
      {(credential) => <CredentialCard credential={credential} code={code} />}
    </SnapshotView>
  )
}
