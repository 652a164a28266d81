import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterSent } from '@/app/shell/after-sent'
import type { DigitalFile, FileDocument } from '@/contract/digital-file'
import { deleteUserDatabases, openUserDb, type UserDb } from '@/shared/db/user-db'
import { digitalFileQueries } from '@/features/digital-file/queries'
import { configureRequest } from '@/shared/http/request'
import { keepFresh } from '@/features/digital-file/fresh'
import { fileDocument } from './factories'

const STUDENT = { accountNumber: '010245871', cvProgram: 'LPSI', campusCode: 'MX01' }
const OTHER_CAREER = { ...STUDENT, cvProgram: 'LADE' }

const document = (id: number, over: Partial<FileDocument> = {}): FileDocument =>
  fileDocument({ documentDeliveredId: id, assignedDigitalFileId: 7, name: `Documento ${id}`, ...over })

const digitalFile = (over: Partial<DigitalFile> = {}): DigitalFile => ({
  id: 7,
  accountNumber: STUDENT.accountNumber,
  cvProgram: STUDENT.cvProgram,
  campusCode: STUDENT.campusCode,
  name: 'Expediente de admisión',
  statusWord: 'PENDIENTE',
  totalDocuments: 2,
  completedDocuments: 0,
  assignedAt: '2026-01-10T15:00:00.000Z',
  nearExpiryDays: 5,
  ...over,
})

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

const uploaded = document(11, { status: 'pending-approval', statusWord: 'PROCESO', canUpload: false, file: { name: 'acta.pdf', size: 1200, mimeType: 'application/pdf', uploadedAt: '2026-03-02T10:00:00.000Z' } })
const progressed = digitalFile({ statusWord: 'PROCESO', completedDocuments: 1 })

describe('after the outbox delivered an upload', () => {
  const fetchMock = vi.fn<typeof fetch>()
  let queryClient: QueryClient
  const paths = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'https://portal.test').pathname.replace('/api', ''))

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    configureRequest({ apiBase: '/api', portal: 'uvm', getToken: async () => 'token-1', timeoutMs: 5_000 })
    fetchMock.mockImplementation(async (url) => {
      const path = new URL(String(url), 'https://portal.test').pathname
      if (path === '/api/digitalfile/student/detail') return json(uploaded)
      if (path === '/api/digitalfile/student/7') return json(progressed)
      return json([])
    })
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    queryClient.setQueryData(digitalFileQueries.files(STUDENT).queryKey, { data: [digitalFile()], savedAt: null })
    queryClient.setQueryData(digitalFileQueries.documents(7).queryKey, { data: [document(10), document(11)], savedAt: null })
  })
  afterEach(() => {
    fetchMock.mockReset()
    queryClient.clear()
  })

  const upload = { kind: 'upload' as const, meta: { domain: 'digital-file', documentDeliveredId: 11, assignedDigitalFileId: 7 } }

  it('reads that document and its file only, and the lists show their new state', async () => {
    const observed = vi.fn(async () => 'otra pantalla')
    await queryClient.fetchQuery({ queryKey: ['payments', 'balance'], queryFn: observed, staleTime: Infinity })

    await afterSent(queryClient, [upload])

    expect(paths().sort()).toEqual(['/digitalfile/student/7', '/digitalfile/student/detail'])
    expect(new URL(String(fetchMock.mock.calls.find(([url]) => String(url).includes('detail'))![0]), 'https://portal.test').searchParams.get('documentDeliveredId')).toBe('11')
    const documents = queryClient.getQueryData(digitalFileQueries.documents(7).queryKey)!.data
    expect(documents.map((d) => [d.documentDeliveredId, d.status])).toEqual([[10, 'pending-upload'], [11, 'pending-approval']])
    expect(queryClient.getQueryData(digitalFileQueries.files(STUDENT).queryKey)!.data[0]).toMatchObject({ completedDocuments: 1, statusWord: 'PROCESO' })
    // Nothing else was marked for another read.
    expect(queryClient.getQueryState(['payments', 'balance'])!.isInvalidated).toBe(false)
    expect(queryClient.getQueryState(digitalFileQueries.documents(7).queryKey)!.isInvalidated).toBe(false)
  })

  it('marks everything for another read when another kind of write went, or the worker did not say which', async () => {
    await queryClient.fetchQuery({ queryKey: ['payments', 'balance'], queryFn: async () => 1, staleTime: Infinity })
    await afterSent(queryClient, [upload, { kind: 'ticket-message', meta: { ticketId: 3 } }])
    expect(queryClient.getQueryState(['payments', 'balance'])!.isInvalidated).toBe(true)
    // The upload's own file was read again instead.
    expect(queryClient.getQueryState(digitalFileQueries.documents(7).queryKey)!.isInvalidated).toBe(false)

    await queryClient.fetchQuery({ queryKey: ['payments', 'balance'], queryFn: async () => 2, staleTime: Infinity })
    await afterSent(queryClient, undefined)
    expect(queryClient.getQueryState(['payments', 'balance'])!.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(digitalFileQueries.documents(7).queryKey)!.isInvalidated).toBe(true)
  })

  it('with no signal, the file’s lists wait for another read instead', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await afterSent(queryClient, [upload])
    expect(queryClient.getQueryState(digitalFileQueries.documents(7).queryKey)!.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(digitalFileQueries.files(STUDENT).queryKey)!.isInvalidated).toBe(true)
    expect(queryClient.getQueryData(digitalFileQueries.documents(7).queryKey)!.data[1]!.status).toBe('pending-upload')
  })
})

describe('a document read on its own', () => {
  let db: UserDb
  let queryClient: QueryClient
  beforeEach(() => {
    db = openUserDb(`test-${crypto.randomUUID()}`)
    queryClient = new QueryClient()
  })
  afterEach(async () => {
    queryClient.clear()
    await deleteUserDatabases()
  })

  it('joins the kept lists of its career, in memory and in their offline copies, keeping their age', async () => {
    const newFile = digitalFile({ id: 8, name: 'Trámites y constancias', totalDocuments: 1, completedDocuments: 1, statusWord: 'COMPLETADO' })
    const arrived = document(30, { assignedDigitalFileId: 8, status: 'completed', statusWord: 'APROBADO' })
    queryClient.setQueryData(digitalFileQueries.files(STUDENT).queryKey, { data: [digitalFile()], savedAt: 1_000 })
    queryClient.setQueryData(digitalFileQueries.files(OTHER_CAREER).queryKey, { data: [], savedAt: null })
    queryClient.setQueryData(digitalFileQueries.documents(8).queryKey, { data: [], savedAt: 2_000 })
    const keyOf = (student: typeof STUDENT) =>
      `/digitalfile/student/all?accountNumber=${student.accountNumber}&campusId=${student.campusCode}&cvProgram=${student.cvProgram}`
    await db.snapshots.bulkPut([
      { key: keyOf(STUDENT), kind: 'digital-files', value: [digitalFile()], savedAt: 1_000 },
      { key: keyOf(OTHER_CAREER), kind: 'digital-files', value: [], savedAt: 1_000 },
      { key: '/digitalfile/student/documents?assignedDigitalFileId=8', kind: 'digital-file-documents', value: [], savedAt: 2_000 },
      { key: '/digitalfile/student/documents?assignedDigitalFileId=7', kind: 'digital-file-documents', value: [document(10)], savedAt: 2_000 },
    ])

    await keepFresh(queryClient, arrived, newFile)

    expect(queryClient.getQueryData(digitalFileQueries.files(STUDENT).queryKey)).toEqual({ data: [newFile, digitalFile()], savedAt: 1_000 })
    expect(queryClient.getQueryData(digitalFileQueries.files(OTHER_CAREER).queryKey)!.data).toEqual([])
    expect(queryClient.getQueryData(digitalFileQueries.documents(8).queryKey)).toEqual({ data: [arrived], savedAt: 2_000 })
    expect((await db.snapshots.get(keyOf(STUDENT)))!.value).toEqual([newFile, digitalFile()])
    expect((await db.snapshots.get(keyOf(STUDENT)))!.savedAt).toBe(1_000)
    expect((await db.snapshots.get(keyOf(OTHER_CAREER)))!.value).toEqual([])
    expect((await db.snapshots.get('/digitalfile/student/documents?assignedDigitalFileId=8'))!.value).toEqual([arrived])
    expect((await db.snapshots.get('/digitalfile/student/documents?assignedDigitalFileId=7'))!.value).toEqual([document(10)])
  })
})
