import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { vi } from 'vitest'
import type { PdfDocument, ReportCardCycle } from '@/contract/academic'
import type { SelectedStudent } from '@/contract/user'
import { configureRequest } from '@/shared/http/request'
import { SNAPSHOT_HEADER } from '@/shared/offline/snapshot-routes'
import { selectionQuery, type Selection } from '@/shared/session/selection'
import { renderWithProviders } from '../../support/render'

export const student: SelectedStudent = { accountNumber: '010000001', cvProgram: 'DER', campusCode: 'LV' }

const selection: Selection = {
  cvProgram: 'DER',
  student: {
    accountNumber: '010000001',
    fullName: 'Valeria Hernández Ruiz',
    email: 'valeria@alumno.test',
    portal: 'uvm',
    businessLine: 'UVM',
    campusCode: 'LV',
    campusName: 'Lomas Verdes',
    careers: [
      { cvProgram: 'DER', programName: 'Derecho', campusCode: 'LV', campusName: 'Lomas Verdes', level: 'LIC', modality: 'Presencial', enrolled: true },
    ],
  },
}

/** A query client like the app's (offline first), with a student already selected. */
export function createClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } } })
  client.setQueryData(selectionQuery().queryKey, selection)
  return client
}

/** Renders a screen under a real router (the student guard navigates) and the given client. */
export function renderScreen(screen: ReactElement, client: QueryClient) {
  const rootRoute = createRootRoute({ component: () => <QueryClientProvider client={client}>{screen}</QueryClientProvider> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  return renderWithProviders(<RouterProvider router={router} />)
}

export const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } })

export const serverError = () => new Response(JSON.stringify({ message: 'Falla del servidor' }), { status: 500 })

/** The service worker's offline copy, saved `ageMs` ago. */
export const savedCopy = (body: unknown, ageMs: number) => json(body, { [SNAPSHOT_HEADER]: String(Date.now() - ageMs) })

export const pdfAnswer = (fileName: string): PdfDocument => ({
  fileName,
  mimeType: 'application/pdf',
  base64: 'JVBERi0xLjc=', // "%PDF-1.7"
  generatedAt: '2026-01-10T12:00:00.000Z',
})

type Handler = (url: URL) => Response | Promise<Response>

/**
 * Answers `fetch` by API path (under https://api.test/api); an unknown path fails like the
 * network. Returns the mock to read the calls from.
 */
export function stubApi(routes: Record<string, Handler>) {
  configureRequest({ apiBase: 'https://api.test/api', portal: 'uvm', getToken: async () => 'token', timeoutMs: 1_000 })
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    const handler = routes[url.pathname.replace(/^\/api/, '')]
    if (!handler) throw new TypeError('Failed to fetch')
    return handler(url)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The API paths asked so far, with their query. */
export const calledPaths = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input))
    return `${url.pathname.replace(/^\/api/, '')}${url.searchParams.has('cycle') ? `?cycle=${url.searchParams.get('cycle')}` : ''}`
  })

/** The report card calls answered: these cycles, and each cycle's PDF named after it. */
export const serveReportCards = (cycles: readonly ReportCardCycle[]) =>
  stubApi({ '/student/reportcard': () => json(cycles), '/student/pdf': (url) => json(pdfAnswer(`boleta-${url.searchParams.get('cycle')}.pdf`)) })
