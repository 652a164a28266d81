import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'
import type { SelectedStudent } from '@/contract/user'
import { deleteUserDatabases, openUserDb } from '@/shared/db/user-db'
import { configureRequest } from '@/shared/http/request'
import { selectionQuery, type Selection } from '@/shared/session/selection'
import { renderWithProviders } from './render'

export const HOUR_MS = 3_600_000

/** The student picked on the home screen in the academic screen tests: one career, one campus. */
export const ACCOUNT = '010245871'
export const student: SelectedStudent = { accountNumber: ACCOUNT, cvProgram: 'LPSI-18', campusCode: 'COY' }
export const selection: Selection = {
  cvProgram: 'LPSI-18',
  student: {
    accountNumber: ACCOUNT,
    fullName: 'Valeria Hernández Ruiz',
    email: 'alumno@demo.edu.mx',
    portal: 'uvm',
    businessLine: 'UVM Licenciatura',
    campusCode: 'COY',
    campusName: 'Coyoacán',
    careers: [
      { cvProgram: 'LPSI-18', programName: 'Licenciatura en Psicología', campusCode: 'COY', campusName: 'Coyoacán', level: 'Licenciatura', modality: 'Presencial', enrolled: true },
    ],
  },
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A call's path under the API base, e.g. `/student/credential`. */
export const apiPath = (url: URL) => url.pathname.replace(/^\/api/, '')

export type Answers = Record<string, () => Response>

export interface ScreenHarnessOptions {
  /** What the user database each test opens is named after (each test gets its own). */
  database: string
  /** What `serve` looks a call up by; its API path unless told otherwise. */
  answerKey?: (url: URL) => string
}

/**
 * Sets up, around every test of the calling `describe`, what a screen backed by the API needs:
 * a stubbed `fetch`, the API client configured, a user database, and a fresh query client
 * (offline first, no retries) with `selection` already picked. Everything is undone afterwards,
 * the browser back online included.
 */
export function screenHarness({ database, answerKey = apiPath }: ScreenHarnessOptions) {
  const fetchSpy = vi.fn<typeof fetch>()
  let current: QueryClient | undefined
  let run = 0

  beforeEach(() => {
    // Each test its own database: Dexie keeps, for the whole page, what a live query read and the
    // writes still in flight under the database's name, so a write the previous test left going
    // would otherwise show up in the next one's lists.
    openUserDb(`${database}-${++run}`)
    vi.stubGlobal('fetch', fetchSpy)
    configureRequest({ apiBase: 'https://api.test/api', portal: 'uvm', getToken: async () => 'token', timeoutMs: 1_000 })
    current = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } } })
    current.setQueryData(selectionQuery().queryKey, selection)
  })
  afterEach(async () => {
    onlineManager.setOnline(true)
    vi.unstubAllGlobals()
    fetchSpy.mockReset()
    current?.clear()
    await deleteUserDatabases()
  })

  const client = () => {
    if (!current) throw new Error('the query client exists only while a test runs')
    return current
  }

  return {
    fetchSpy,
    /** This test's query client. */
    client,
    /** Answers each call by its key; a call nobody answers gets a 404. */
    serve(answers: Answers) {
      fetchSpy.mockImplementation(async (input) => {
        const answer = answers[answerKey(new URL(String(input)))]
        return answer ? answer() : json({ message: 'not found' }, 404)
      })
    },
    /** Renders a screen under a real router (the student guard navigates) with this test's client; the router tells where a screen led. */
    renderScreen(screen: ReactElement) {
      const queryClient = client()
      const rootRoute = createRootRoute({ component: () => <QueryClientProvider client={queryClient}>{screen}</QueryClientProvider> })
      const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
      return { ...renderWithProviders(<RouterProvider router={router} />), router }
    },
  }
}
