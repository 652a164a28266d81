import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteUserDatabases, openUserDb, type UserDb } from '@/shared/db/user-db'
import { drainOutbox, sendTimeoutMs } from '@/shared/sync/drain'
import { discardItem, enqueue, retryItem } from '@/shared/sync/outbox'
import { backoffMs, outcomeOf, STALE_SENDING_MS } from '@/shared/sync/rules'

describe('outcomeOf (never lose a write, never apply it twice)', () => {
  it.each([
    [{ kind: 'answer', status: 200 }, 'done'],
    [{ kind: 'answer', status: 204 }, 'done'],
    [{ kind: 'answer', status: 401 }, 'auth'],
    [{ kind: 'answer', status: 400, message: 'Datos inválidos' }, 'reject'],
    [{ kind: 'answer', status: 404 }, 'reject'],
    [{ kind: 'answer', status: 409 }, 'reject'],
    [{ kind: 'answer', status: 408 }, 'retry'],
    [{ kind: 'answer', status: 429 }, 'retry'],
    [{ kind: 'answer', status: 500 }, 'retry'],
    [{ kind: 'answer', status: 503 }, 'retry'],
    [{ kind: 'network', message: 'Failed to fetch' }, 'retry'],
  ] as const)('%o → %s', (result, outcome) => {
    expect(outcomeOf(result)).toBe(outcome)
  })

  it('backs off exponentially up to five minutes', () => {
    expect(backoffMs(1, 0.5)).toBe(2_000)
    expect(backoffMs(2, 0.5)).toBe(4_000)
    expect(backoffMs(4, 0.5)).toBe(16_000)
    expect(backoffMs(30, 0.5)).toBe(300_000)
    expect(backoffMs(1, 0)).toBeLessThan(backoffMs(1, 0.99))
  })
})

const reply = (status: number, body: unknown = {}) => new Response(JSON.stringify(body), { status })

describe('drainOutbox', () => {
  let db: UserDb
  const fetchMock = vi.fn<typeof fetch>()
  const token = async () => 'token-1'
  const item = (n: number) => ({
    kind: 'notification-read' as const,
    method: 'PATCH' as const,
    url: `/api/notification/sending/viewed?origin=student-web&portal=uvm&n=${n}`,
    body: { notificationId: n },
    meta: { notificationId: n },
    label: `Notificación ${n}`,
  })

  beforeEach(() => {
    db = openUserDb(`test-${crypto.randomUUID()}`)
  })
  afterEach(async () => {
    fetchMock.mockReset()
    await deleteUserDatabases()
  })

  it('sends oldest first with the item id as Idempotency-Key and removes what the server took', async () => {
    const first = await enqueue(item(1))
    const second = await enqueue(item(2))
    fetchMock.mockImplementation(async () => reply(200, true))
    const report = await drainOutbox({ db, getToken: token, fetchImpl: fetchMock })
    expect(report).toMatchObject({ sent: 2, failed: 0, needsAuth: false })
    const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'])
    expect(keys).toEqual([first, second])
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBe('Bearer token-1')
    expect(await db.outbox.count()).toBe(0)
  })

  it('keeps an item after a network error or a 5xx and waits before the next try', async () => {
    await enqueue(item(1))
    await enqueue(item(2))
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const t0 = Date.now() + 1
    const report = await drainOutbox({ db, getToken: token, fetchImpl: fetchMock, now: () => t0 })
    expect(report).toMatchObject({ sent: 0, retrying: 1 })
    // The rest is not hammered while the network is down.
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [kept] = await db.outbox.orderBy('createdAt').toArray()
    expect(kept).toMatchObject({ status: 'pending', attempts: 1 })
    expect(kept!.nextAttemptAt).toBeGreaterThan(t0)

    fetchMock.mockResolvedValueOnce(reply(503, { message: 'Mantenimiento' }))
    await drainOutbox({ db, getToken: token, fetchImpl: fetchMock, now: () => kept!.nextAttemptAt + 1 })
    expect(await db.outbox.count()).toBe(2)
  })

  it('keeps an item on a 401 and asks for the session', async () => {
    await enqueue(item(1))
    fetchMock.mockResolvedValue(reply(401, { message: 'Token expirado' }))
    const report = await drainOutbox({ db, getToken: token, fetchImpl: fetchMock })
    expect(report.needsAuth).toBe(true)
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'pending' }])
  })

  it('marks a business refusal failed with the server message; retry and discard act on it', async () => {
    const id = await enqueue(item(1))
    fetchMock.mockResolvedValue(reply(409, { message: 'La notificación ya no existe' }))
    expect(await drainOutbox({ db, getToken: token, fetchImpl: fetchMock })).toMatchObject({ failed: 1 })
    expect(await db.outbox.get(id)).toMatchObject({ status: 'failed', lastError: 'La notificación ya no existe' })
    // A failed item is not sent again by itself.
    await drainOutbox({ db, getToken: token, fetchImpl: fetchMock })
    expect(fetchMock).toHaveBeenCalledTimes(1)

    await retryItem(id)
    expect(await db.outbox.get(id)).toMatchObject({ status: 'pending' })
    await discardItem(id)
    expect(await db.outbox.count()).toBe(0)
  })

  it('sends nothing without a token', async () => {
    await enqueue(item(1))
    const report = await drainOutbox({ db, getToken: async () => undefined, fetchImpl: fetchMock })
    expect(report.needsAuth).toBe(true)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(await db.outbox.count()).toBe(1)
  })

  it('sends again an item left "sending" by a killed tab, once it is stale', async () => {
    const id = await enqueue(item(1))
    await db.outbox.update(id, { status: 'sending', nextAttemptAt: 10_000 })
    fetchMock.mockResolvedValue(reply(200, true))
    await drainOutbox({ db, getToken: token, fetchImpl: fetchMock, now: () => 10_000 + STALE_SENDING_MS / 2 })
    expect(fetchMock).not.toHaveBeenCalled()
    await drainOutbox({ db, getToken: token, fetchImpl: fetchMock, now: () => 10_000 + STALE_SENDING_MS + 1 })
    expect(await db.outbox.count()).toBe(0)
  })

  it('saves the optimistic change and the queued write together or not at all', async () => {
    await expect(
      enqueue(item(1), async () => {
        await db.kv.put({ key: 'read-1', value: true, savedAt: 1 })
        throw new Error('local change failed')
      }),
    ).rejects.toThrow('local change failed')
    expect(await db.outbox.count()).toBe(0)
    expect(await db.kv.get('read-1')).toBeUndefined()
  })
})

describe('drainOutbox, several at once', () => {
  afterEach(deleteUserDatabases)

  const receipt = (n: number) => ({
    kind: 'notification-read' as const,
    method: 'PATCH' as const,
    url: `/api/notification/sending/viewed?n=${n}`,
    body: { notificationId: n },
    meta: { notificationId: n },
    label: `Notificación ${n}`,
  })
  const message = (n: number) => ({ ...receipt(n), kind: 'ticket-message' as const, method: 'POST' as const, url: `/api/ticket/message?n=${n}` })

  /** A fake network that answers only when told, to see how many requests are in flight. */
  function heldNetwork() {
    let inFlight = 0
    let peak = 0
    const order: string[] = []
    const fetchImpl = vi.fn<typeof fetch>(async (url) => {
      order.push(String(url))
      peak = Math.max(peak, ++inFlight)
      await new Promise((resolve) => setTimeout(resolve, 5))
      inFlight--
      return reply(200, true)
    })
    return { fetchImpl, peak: () => peak, order }
  }

  it('sends independent receipts up to four at a time once the first went through, and loses none', async () => {
    const db = openUserDb(`test-${crypto.randomUUID()}`)
    for (let n = 1; n <= 10; n++) await enqueue(receipt(n))
    const network = heldNetwork()
    const report = await drainOutbox({ db, getToken: async () => 't', fetchImpl: network.fetchImpl })
    expect(report).toMatchObject({ sent: 10, failed: 0, retrying: 0 })
    expect(network.peak()).toBe(4)
    expect(network.order[0]).toContain('n=1')
    expect(await db.outbox.count()).toBe(0)
  })

  it('sends ordered writes one by one, in the order they were queued', async () => {
    const db = openUserDb(`test-${crypto.randomUUID()}`)
    for (let n = 1; n <= 3; n++) await enqueue(message(n))
    await enqueue(receipt(4))
    const network = heldNetwork()
    await drainOutbox({ db, getToken: async () => 't', fetchImpl: network.fetchImpl })
    expect(network.peak()).toBe(1)
    expect(network.order.map((url) => url.slice(-3))).toEqual(['n=1', 'n=2', 'n=3', 'n=4'])
  })

  it('keeps every item of a batch the network dropped, and the ones after it', async () => {
    const db = openUserDb(`test-${crypto.randomUUID()}`)
    for (let n = 1; n <= 8; n++) await enqueue(receipt(n))
    let calls = 0
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      calls++
      if (calls === 1 || calls === 3) return reply(200, true)
      throw new TypeError('Failed to fetch')
    })
    const report = await drainOutbox({ db, getToken: async () => 't', fetchImpl })
    // First alone (sent), then four together: one sent, three dropped; the last three wait.
    expect(report).toMatchObject({ sent: 2, retrying: 3 })
    expect(fetchImpl).toHaveBeenCalledTimes(5)
    const left = await db.outbox.toArray()
    expect(left).toHaveLength(6)
    expect(left.filter((item) => item.status === 'pending')).toHaveLength(6)
  })
})

describe('time allowed for one send', () => {
  it('grows with the files it carries, so a 5 MB upload on a poor connection is not cut short', () => {
    expect(sendTimeoutMs({}, 15_000)).toBe(15_000)
    const fiveMb = new Blob([new Uint8Array(5 * 1024 * 1024)])
    // 5 MB at 20 kB/s is over four minutes.
    expect(sendTimeoutMs({ files: [{ field: 'file', name: 'acta.pdf', blob: fiveMb }] }, 15_000)).toBeGreaterThan(15_000 + 4 * 60_000)
  })
})
