import type { StudentAccount } from '@/contract/user'
import type { Selection } from './selection'

/**
 * The selection to show for a list of accounts: the saved one when it is still among
 * them (with a career it still has), else the first account's first career.
 */
export function effectiveSelection(students: readonly StudentAccount[], saved: Selection | null): Selection | null {
  const match = saved && students.find((s) => s.accountNumber === saved.student.accountNumber)
  if (match) {
    const career = match.careers.find((c) => c.cvProgram === saved.cvProgram) ?? match.careers[0]
    if (career) return { student: match, cvProgram: career.cvProgram }
  }
  const first = students[0]
  const career = first?.careers[0]
  return first && career ? { student: first, cvProgram: career.cvProgram } : null
}

export function sameSelection(a: Selection | null, b: Selection | null) {
  return a?.student.accountNumber === b?.student.accountNumber && a?.cvProgram === b?.cvProgram
}
