import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ testFaults: true, portal: 'unitec' })
})
afterAll(() => server.stop())

const PHONE = 'Mozilla/5.0 (Linux; Android 14; moto g84 5G) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36'

const scan = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/qr-scan`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body })

async function scans() {
  return (await (await fetch(`${server.url}/__test__/state/qr-scans`)).json()) as Array<{ campus: string | null; portal: string; device: string; scannedAt: string }>
}

describe('the QR landing beacon', () => {
  it('records a scan with its campus, time, brand and kind of device, and answers nothing', async () => {
    const before = Date.now()
    const answer = await scan(JSON.stringify({ campus: 'Sur' }), { 'User-Agent': PHONE })
    expect(answer.status).toBe(204)
    const [recorded] = (await scans()).slice(-1)
    expect(recorded).toMatchObject({ campus: 'Sur', portal: 'unitec', device: 'phone' })
    expect(Date.parse(recorded!.scannedAt)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('records a poster that names no campus', async () => {
    expect((await scan('{}')).status).toBe(204)
    expect((await scan('')).status).toBe(204)
    expect((await scans()).slice(-2).map((s) => s.campus)).toEqual([null, null])
  })

  it('refuses what is not a scan with a message, and records nothing', async () => {
    const count = (await scans()).length
    for (const body of ['{"campus":"<script>"}', 'campus=Sur', '[1]', `{"campus":"${'x'.repeat(41)}"}`]) {
      const answer = await scan(body)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toHaveProperty('message')
    }
    expect((await scan(JSON.stringify({ campus: 'Sur', pad: 'x'.repeat(2000) }))).status).toBe(413)
    expect((await fetch(`${server.url}/qr-scan`)).status).toBe(405)
    expect((await scans()).length).toBe(count)
  })
})
