import { useQuery } from '@tanstack/react-query'
import { useEffect, useEffectEvent } from 'react'
import type { StudentAccount } from '@/contract/user'
import { CareerFields } from './career-fields'
import { effectiveSelection } from './choice'
import { selectionQuery, useSelect, type Selection } from './selection'
import { answerSelectionRequests } from './selection-request'

/** Spec §1: one student account and one career, chosen here and kept. */
export function StudentCareerSelector({ students }: { students: readonly StudentAccount[] }) {
  const stored = useQuery(selectionQuery())
  const select = useSelect()
  // What is stored follows what is shown behind every screen (`useKeepSelection`), not here: a
  // person who leaves the home at once, or never passes through it, has a student too.
  const current = effectiveSelection(students, stored.data ?? null)
  const ready = stored.isSuccess && current !== null
  // A choice made on the home's first view before the portal took over is made here, once,
  // with this list's own account (the first view's may be an older copy).
  const chooseAsked = useEffectEvent((asked: Selection) => {
    const next = effectiveSelection(students, asked)
    if (next?.student.accountNumber === asked.student.accountNumber) select.mutate(next)
  })
  useEffect(() => (ready ? answerSelectionRequests((asked) => chooseAsked(asked)) : undefined), [ready])

  // Before the stored choice is read, "nothing stored" would show a choice that is not the person's.
  if (!ready) return null
  return <CareerFields students={students} current={current} onChoose={(next) => select.mutate(next)} />
}
