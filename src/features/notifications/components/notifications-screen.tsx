import { Heading, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useCurrentSelection } from '@/shared/session/current-selection'
import { selectedStudent } from '@/shared/session/selection'
import { EmptyData } from '@/shared/ui/empty-data'
import { SkeletonList } from '@/shared/ui/skeleton-list'
import { NotificationsContent } from './notifications-content'

/** Spec §2 "Notificaciones"; spec §6: only for a selected student. */
export function NotificationsScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const selection = useCurrentSelection()
  const student = selectedStudent(selection.selection)

  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="2xl" m="0">
        <Trans>Notificaciones</Trans>
      </Heading>
      {selection.pending ? (
        <SkeletonList rows={5} withAvatar />
      ) : student ? (
        <NotificationsContent key={`${student.accountNumber}-${student.cvProgram}`} student={student} />
      ) : (
        <EmptyData
          text={t`Elige un alumno y su carrera para ver sus notificaciones.`}
          actionLabel={t`Elegir alumno`}
          onAction={() => void navigate({ to: '/home' })}
          canAct
        />
      )}
    </Stack>
  )
}
