import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { SelectedStudent, StudentAccount } from '@/contract/user'
import { readKv, writeKv } from '../db/user-db'

const KEY = 'selection'

/** The student and career the person is looking at, kept in their own database. */
export interface Selection {
  student: StudentAccount
  cvProgram: string
}

export const selectionQuery = () =>
  queryOptions({
    queryKey: ['session', 'selection'],
    queryFn: async () => (await readKv<Selection>(KEY)) ?? null,
    staleTime: Infinity,
    networkMode: 'always',
  })

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

export function useSelect() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (next: Selection) => {
      await writeKv(KEY, next)
      return next
    },
    networkMode: 'always',
    // One at a time, in order: the first-visit default must never land after the person's choice.
    scope: { id: 'selection' },
    onSuccess: (next) => client.setQueryData(selectionQuery().queryKey, next),
  })
}
