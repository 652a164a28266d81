import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { StudentAccount } from '@/contract/user'
import { StudentCareerSelector } from '@/shared/session/student-career-selector'
import { renderWithProviders } from '../../support/render'

// The person's database, slow to answer as on a busy phone: the test decides when it does.
const kv = vi.hoisted(() => ({ stored: undefined as unknown, answer: () => undefined as void, writes: [] as unknown[] }))
vi.mock('@/shared/db/user-db', () => ({
  readKv: () => new Promise((resolve) => (kv.answer = () => resolve(kv.stored))),
  writeKv: async (_key: string, value: unknown) => void kv.writes.push(value),
}))

const career = (cvProgram: string, programName: string) => ({
  cvProgram, programName, campusCode: 'COY', campusName: 'Campus Coyoacán', level: 'LIC', modality: 'Presencial', enrolled: true,
})
const student: StudentAccount = {
  accountNumber: '010245871', fullName: 'Valeria Hernández Ruiz', email: 'v@example.mx', portal: 'uvm', businessLine: 'UVM',
  campusCode: 'COY', campusName: 'Campus Coyoacán', careers: [career('LPSI-18', 'Licenciatura en Psicología'), career('LPED-18', 'Licenciatura en Pedagogía')],
}

describe('the student and career selector', () => {
  it('keeps the career the person chose before, even when their database answers after the accounts', async () => {
    kv.stored = { student, cvProgram: 'LPED-18' }
    kv.writes = []
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    renderWithProviders(
      <QueryClientProvider client={client}>
        <StudentCareerSelector students={[student]} />
      </QueryClientProvider>,
    )
    // The accounts are there and the stored choice is not read yet (the render's effects have
    // run): nothing is chosen in the person's place.
    expect(kv.writes).toEqual([])
    kv.answer()
    expect(await screen.findByLabelText('Carrera')).toHaveProperty('value', 'LPED-18')
    await waitFor(() => expect(screen.getByLabelText('Carrera')).toHaveProperty('value', 'LPED-18'))
    expect(kv.writes).toEqual([])
  })

  it('stores the first career on a first visit, when nothing was stored', async () => {
    kv.stored = undefined
    kv.writes = []
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    renderWithProviders(
      <QueryClientProvider client={client}>
        <StudentCareerSelector students={[student]} />
      </QueryClientProvider>,
    )
    kv.answer()
    expect(await screen.findByLabelText('Carrera')).toHaveProperty('value', 'LPSI-18')
    await waitFor(() => expect(kv.writes).toEqual([{ student, cvProgram: 'LPSI-18' }]))
  })
})
