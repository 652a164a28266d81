import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { readKv, writeKv } from '../db/user-db'
import { SELECTION_KV_KEY, type Selection } from './selected-student'

export { careerQuery, careerScope, selectedStudent, type Selection } from './selected-student'

const KEY = SELECTION_KV_KEY

export const selectionQuery = () =>
  queryOptions({
    queryKey: ['session', 'selection'],
    queryFn: async () => (await readKv<Selection>(KEY)) ?? null,
    staleTime: Infinity,
    networkMode: 'always',
  })

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
