import { afterEach, describe, expect, it, vi } from 'vitest'
import { downloadMissing } from '@/features/home/readiness/download'
import { configureRequest } from '@/shared/http/request'

const student = { accountNumber: '010245871', cvProgram: 'LPSI-18', campusCode: 'COY' }
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const notFound = () => json({ message: 'No encontrado' }, 404)

describe('"Descargar lo que falta"', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('does not count as failed what the server says does not exist (no QR code, no subjects, no plan)', async () => {
    configureRequest({ apiBase: 'https://api.test/api', portal: 'uvm', getToken: async () => 'token', timeoutMs: 1_000 })
    const credential = {
      status: 'VENCIDA',
      accountNumber: '010245871',
      fullName: 'Valeria Hernández Ruiz',
      businessLine: 'UVM',
      campusCode: 'COY',
      campusName: 'Coyoacán',
      programName: 'Psicología',
      expirationDate: '2026-01-31',
      photo: null,
    }
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname
      return path.endsWith('/student/credential') ? json(credential) : notFound()
    }))
    const { failed } = await downloadMissing(
      [{ item: 'credential', savedAt: null }, { item: 'subjects', savedAt: null }],
      student,
      () => undefined,
    )
    expect(failed).toEqual([])
  })

  it('still reports a call that really failed', async () => {
    configureRequest({ apiBase: 'https://api.test/api', portal: 'uvm', getToken: async () => 'token', timeoutMs: 1_000 })
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'Falla' }, 500)))
    const { failed } = await downloadMissing([{ item: 'credential', savedAt: null }], student, () => undefined)
    expect(failed).toEqual(['credential'])
  })

  it('says which item is being saved before each one, a failed one included, and ends with every item through', async () => {
    configureRequest({ apiBase: 'https://api.test/api', portal: 'uvm', getToken: async () => 'token', timeoutMs: 1_000 })
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'Falla' }, 500)))
    const steps: unknown[] = []
    await downloadMissing(
      [{ item: 'credential', savedAt: null }, { item: 'report-cards', savedAt: null }],
      student,
      (done, total, current) => steps.push([done, total, current]),
    )
    expect(steps).toEqual([
      [0, 2, 'credential'],
      [1, 2, 'report-cards'],
      [2, 2, null],
    ])
  })
})
