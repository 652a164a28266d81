import type { SelectedStudent, StudentAccount } from '@/contract/user'

/** Where the selection is kept in the person's database (`kv`). */
export const SELECTION_KV_KEY = 'selection'

/** The student and career the person is looking at, kept in their own database. */
export interface Selection {
  student: StudentAccount
  cvProgram: string
}

/** Spec §3 "selected student": the three values every student call carries. */
export function selectedStudent(selection: Selection | null | undefined): SelectedStudent | undefined {
  if (!selection) return undefined
  const career = selection.student.careers.find((c) => c.cvProgram === selection.cvProgram)
  if (!career) return undefined
  return { accountNumber: selection.student.accountNumber, cvProgram: career.cvProgram, campusCode: career.campusCode }
}

/** The query every academic call names the selected career with (spec §3 "query parameters seen"). */
export function careerQuery(student: SelectedStudent) {
  return { accountNumber: student.accountNumber, cvProgram: student.cvProgram, campusId: student.campusCode }
}

/** The scope part of query keys about one selected career, the same in every feature. */
export function careerScope(student: SelectedStudent) {
  return { account: student.accountNumber, program: student.cvProgram, campus: student.campusCode }
}

