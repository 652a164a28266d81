import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { SelectedStudent } from '@/contract/user'
import { EmptyData } from '../ui/empty-data'
import { SkeletonList } from '../ui/skeleton-list'
import { useCurrentSelection } from './current-selection'
import { selectedStudent } from './selection'

/**
 * Screens about one student (spec §1: the student and career picked on the home screen) render
 * their content only when there is one; otherwise they point to the selector. The content is
 * keyed by the selection so nothing of the previous student stays on screen.
 */
export function RequireStudent({ children, message }: { children: (student: SelectedStudent) => ReactNode; message?: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const selection = useCurrentSelection()
  const student = selectedStudent(selection.selection)
  if (selection.pending) return <SkeletonList rows={4} />
  if (!student) {
    return (
      <EmptyData
        text={message ?? t`Elige un alumno y su carrera para ver esta sección.`}
        actionLabel={t`Elegir alumno`}
        onAction={() => void navigate({ to: '/home' })}
        canAct
      />
    )
  }
  return <div key={`${student.accountNumber}-${student.cvProgram}-${student.campusCode}`}>{children(student)}</div>
}
