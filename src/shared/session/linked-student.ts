import type { QueryClient } from '@tanstack/react-query'
import { readKv, writeKv } from '../db/user-db'
import { sameSelection } from './choice'
import { choicesFor } from './current-selection'
import { SELECTION_KV_KEY } from './selected-student'
import { selectionQuery, type Selection } from './selection'
import type { LinkedStudent } from './student-link'

/**
 * An address that names a student (a push's screen): that student and career become the
 * selection, when they are among the person's own to choose; anything else leaves the selection
 * as it was. Answers whether the selection changed.
 */
export async function selectLinkedStudent(queryClient: QueryClient, linked: LinkedStudent): Promise<boolean> {
  const choices = await choicesFor(queryClient)
  if (choices === null || choices === 'pending') return false
  const student = choices.find((s) => s.accountNumber === linked.accountNumber)
  const career = student?.careers.find((c) => c.cvProgram === linked.cvProgram) ?? student?.careers[0]
  if (!student || !career) return false
  const next: Selection = { student, cvProgram: career.cvProgram }
  if (sameSelection(next, (await readKv<Selection>(SELECTION_KV_KEY)) ?? null)) return false
  await writeKv(SELECTION_KV_KEY, next)
  queryClient.setQueryData(selectionQuery().queryKey, next)
  return true
}
