import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { LoggedUser, RoleName, StudentAccount } from '@/contract/user'
import { resolveSelection, useCurrentSelection, useKeepSelection } from '@/shared/session/current-selection'
import { sessionQueries } from '@/shared/session/queries'
import { dropSelectionRequest, requestSelection } from '@/shared/session/selection-request'
import { StudentCareerSelector } from '@/shared/session/student-career-selector'
import { renderWithProviders } from '../../support/render'

// The person's database, slow to answer as on a busy phone: the test decides when it does.
const kv = vi.hoisted(() => ({ stored: undefined as unknown, answer: () => undefined as void, writes: [] as unknown[] }))
// The server, answering only when the test says (the tutor's students).
const server = vi.hoisted(() => ({ answer: (_: unknown) => undefined as void }))
vi.mock('@/shared/http/request', () => ({ request: () => new Promise((resolve) => (server.answer = resolve)) }))
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

const other: StudentAccount = { ...student, accountNumber: '010377121', fullName: 'Mariana Ramírez Torres', careers: [career('PREP-UVM', 'Preparatoria')] }

const user = (role: RoleName, students: StudentAccount[] = [student]): LoggedUser => ({
  userId: 1, userEmail: 'p@example.mx', fullName: 'Persona de Prueba', rols: [{ id: 1, description: role }], userAccount: null,
  tutorId: role === 'Tutor' ? 501 : null, keycloakId: 'k', errorMessage: null, notEnrolled: false, students,
})

/** A query client that already holds who the person is, as after the shell's first answer. */
function clientFor(person: LoggedUser) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(sessionQueries.user().queryKey, person)
  return client
}

const wrapperOf = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>
  }

/** What a screen shows and what the shell stores, side by side, as in the signed-in frame. */
function useShellAndScreen() {
  useKeepSelection()
  return useCurrentSelection()
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
})

describe('a choice made on the home’s first view before the portal took over', () => {
  const renderSelector = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    return renderWithProviders(
      <QueryClientProvider client={client}>
        <StudentCareerSelector students={[student, other]} />
      </QueryClientProvider>,
    )
  }

  it('is made once by the selector, with its own account, once the stored choice is read; later ones as they come', async () => {
    kv.stored = { student, cvProgram: 'LPSI-18' }
    kv.writes = []
    // Made on the first view from an older copy of the account: the selector's list is the one kept.
    requestSelection({ student: { ...student, fullName: 'Copia anterior' }, cvProgram: 'LPED-18' })
    renderSelector()
    expect(kv.writes).toEqual([])
    kv.answer()
    await waitFor(() => expect(screen.getByLabelText('Carrera')).toHaveProperty('value', 'LPED-18'))
    expect(kv.writes).toEqual([{ student, cvProgram: 'LPED-18' }])
    // While the first view is still on screen, another choice there is made at once.
    act(() => requestSelection({ student: other, cvProgram: 'PREP-UVM' }))
    await waitFor(() => expect(screen.getByLabelText('Alumno')).toHaveProperty('value', other.accountNumber))
    expect(kv.writes).toEqual([{ student, cvProgram: 'LPED-18' }, { student: other, cvProgram: 'PREP-UVM' }])
  })

  it('is dropped when the first view went away before a selector listened: a later visit does not make it', async () => {
    kv.stored = { student, cvProgram: 'LPSI-18' }
    kv.writes = []
    requestSelection({ student, cvProgram: 'LPED-18' })
    dropSelectionRequest()
    renderSelector()
    kv.answer()
    await waitFor(() => expect(screen.getByLabelText('Carrera')).toHaveProperty('value', 'LPSI-18'))
    expect(kv.writes).toEqual([])
  })
})

describe('the selection every screen shows, whatever address the person arrived at', () => {
  it('is the first account and career on a first visit, shown at once and stored behind any screen', async () => {
    kv.stored = undefined
    kv.writes = []
    const { result } = renderHook(useShellAndScreen, { wrapper: wrapperOf(clientFor(user('Alumno', [student, other]))) })
    expect(result.current.pending).toBe(true)
    act(() => kv.answer())
    await waitFor(() => expect(result.current).toEqual({ pending: false, selection: { student, cvProgram: 'LPSI-18' } }))
    await waitFor(() => expect(kv.writes).toEqual([{ student, cvProgram: 'LPSI-18' }]))
  })

  it('keeps the choice the person made, even when their database answers late', async () => {
    kv.stored = { student: other, cvProgram: 'PREP-UVM' }
    kv.writes = []
    const { result } = renderHook(useShellAndScreen, { wrapper: wrapperOf(clientFor(user('Alumno', [student, other]))) })
    // Not read yet: nothing is chosen in the person's place.
    expect(result.current.pending).toBe(true)
    act(() => kv.answer())
    await waitFor(() => expect(result.current.selection).toEqual({ student: other, cvProgram: 'PREP-UVM' }))
    expect(kv.writes).toEqual([])
  })

  it("waits for a tutor's students before choosing, then takes the first of them", async () => {
    kv.stored = undefined
    kv.writes = []
    const client = clientFor(user('Tutor', []))
    const { result } = renderHook(useShellAndScreen, { wrapper: wrapperOf(client) })
    act(() => kv.answer())
    // Stored choice read (nothing), the tutor's list still on its way: neither "choose" nor a guess.
    await waitFor(() => expect(client.getQueryState(['session', 'selection'])?.status).toBe('success'))
    expect(result.current).toEqual({ pending: true, selection: null })
    act(() => server.answer([other, student]))
    await waitFor(() => expect(result.current.selection).toEqual({ student: other, cvProgram: 'PREP-UVM' }))
    await waitFor(() => expect(kv.writes).toEqual([{ student: other, cvProgram: 'PREP-UVM' }]))
  })

  it('chooses nobody for an Administrativo, who finds students on their own screen', async () => {
    kv.stored = undefined
    kv.writes = []
    const { result } = renderHook(useShellAndScreen, { wrapper: wrapperOf(clientFor(user('Administrativo', [student]))) })
    act(() => kv.answer())
    await waitFor(() => expect(result.current).toEqual({ pending: false, selection: null }))
    expect(kv.writes).toEqual([])
  })

  it("gives a route's loader the default when nothing is stored, so the screen's data starts with the route", async () => {
    kv.stored = undefined
    const loading = resolveSelection(clientFor(user('Alumno', [student, other])))
    kv.answer()
    await expect(loading).resolves.toEqual({ student, cvProgram: 'LPSI-18' })
  })
})
