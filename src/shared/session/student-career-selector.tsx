import { useQuery } from '@tanstack/react-query'
import type { StudentAccount } from '@/contract/user'
import { CareerFields } from './career-fields'
import { effectiveSelection } from './choice'
import { selectionQuery, useSelect } from './selection'

/** Spec §1: one student account and one career, chosen here and kept. */
export function StudentCareerSelector({ students }: { students: readonly StudentAccount[] }) {
  const stored = useQuery(selectionQuery())
  const select = useSelect()
  // What is stored follows what is shown behind every screen (`useKeepSelection`), not here: a
  // person who leaves the home at once, or never passes through it, has a student too.
  const current = effectiveSelection(students, stored.data ?? null)

  // Before the stored choice is read, "nothing stored" would show a choice that is not the person's.
  if (!stored.isSuccess || !current) return null
  return <CareerFields students={students} current={current} onChoose={(next) => select.mutate(next)} />
}
