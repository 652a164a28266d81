import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteUserDatabases, openUserDb, type UserDb } from '@/shared/db/user-db'
import { drainOutbox, sendTimeoutMs } from '@/shared/sync/drain'
import { discardItem, enqueue, retryItem } from '@/shared/sync/outbox'
import type { OutboxItem } from '@/shared/sync/outbox-item'
import { backoffMs, holdsBack, outcomeOf, STALE_SENDING_MS, targetStream, waitingForRefused } from '@/shared/sync/rules'

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
    // The screens are told which writes went, to ask again only for what they changed.
    expect(report.acknowledged).toEqual([{ kind: 'notification-read', meta: { notificationId: 1 } }, { kind: 'notification-read', meta: { notificationId: 2 } }])
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

describe('drainOutbox, one ordered stream per conversation', () => {
  afterEach(deleteUserDatabases)

  const message = (ticket: number, text: string) => ({
    kind: 'ticket-message' as const,
    stream: `ticket-message:${ticket}`,
    method: 'POST' as const,
    url: '/api/monitor/messages',
    body: { ticketId: ticket, text },
    meta: { ticketId: ticket, text },
    label: `Mensaje ${text}`,
  })
  const receipt = (n: number) => ({
    kind: 'notification-read' as const,
    method: 'PATCH' as const,
    url: '/api/notification/sending/viewed',
    body: { notificationId: n },
    meta: { notificationId: n },
    label: `Notificación ${n}`,
  })

  /** A server that answers each write by its text (or body), recording what it received, in order. */
  function server(answers: Record<string, number[]> = {}) {
    const received: string[] = []
    const fetchImpl = vi.fn<typeof fetch>(async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { text?: string; notificationId?: number }
      const name = body.text ?? `receipt ${body.notificationId}`
      received.push(name)
      const status = answers[name]?.shift() ?? 200
      return reply(status, status >= 400 ? { message: status === 409 ? 'El ticket está cerrado' : 'Servicio no disponible' } : {})
    })
    return { fetchImpl, received }
  }
  const drain = (db: UserDb, fetchImpl: typeof fetch, at = Date.now()) => drainOutbox({ db, getToken: async () => 't', fetchImpl, now: () => at, locks: null })

  it('holds the rest of a conversation while its first message backs off after a 503, then sends all three in order', async () => {
    const db = openUserDb(`test-${crypto.randomUUID()}`)
    for (const text of ['A', 'B', 'C']) await enqueue(message(101, text))
    const { fetchImpl, received } = server({ A: [503] })
    const at = Date.now()
    expect(await drain(db, fetchImpl, at)).toMatchObject({ sent: 0, retrying: 1 })
    // B and C are not sent ahead of A, neither in that drain nor in the next ones while A waits.
    expect(await drain(db, fetchImpl, at)).toMatchObject({ sent: 0 })
    expect(received).toEqual(['A'])
    const [first] = await db.outbox.orderBy('createdAt').toArray()
    // The first retry waits the first step of the backoff (2 s, give or take its jitter).
    expect(first).toMatchObject({ attempts: 1, status: 'pending' })
    expect(first!.nextAttemptAt - at).toBeLessThanOrEqual(2_500)
    expect(await drain(db, fetchImpl, first!.nextAttemptAt)).toMatchObject({ sent: 3 })
    expect(received).toEqual(['A', 'A', 'B', 'C'])
    expect(await db.outbox.count()).toBe(0)
  })

  it('keeps a refused message with the rest of its conversation behind it, while other conversations and receipts go; a retry sends them in order', async () => {
    const db = openUserDb(`test-${crypto.randomUUID()}`)
    const refused = await enqueue(message(101, 'A'))
    await enqueue(message(101, 'B'))
    await enqueue(message(102, 'X'))
    await enqueue(receipt(7))
    const { fetchImpl, received } = server({ A: [409] })
    expect(await drain(db, fetchImpl)).toMatchObject({ sent: 2, failed: 1 })
    expect(received).toEqual(['A', 'X', 'receipt 7'])
    const left = await db.outbox.orderBy('createdAt').toArray()
    expect(left.map((item) => [item.meta.text, item.status, item.lastError])).toEqual([
      ['A', 'failed', 'El ticket está cerrado'],
      ['B', 'pending', undefined],
    ])
    expect([...waitingForRefused(left)]).toEqual([left[1]!.id])

    await retryItem(refused)
    expect(await drain(db, fetchImpl)).toMatchObject({ sent: 2 })
    expect(received.slice(3)).toEqual(['A', 'B'])
  })

  it('sends the rest of a conversation once its refused message is discarded', async () => {
    const db = openUserDb(`test-${crypto.randomUUID()}`)
    const refused = await enqueue(message(101, 'A'))
    await enqueue(message(101, 'B'))
    const { fetchImpl, received } = server({ A: [409] })
    await drain(db, fetchImpl)
    await discardItem(refused)
    await drain(db, fetchImpl)
    expect(received).toEqual(['A', 'B'])
    expect(await db.outbox.count()).toBe(0)
  })

  it('goes on with other conversations when the server fails on one, but stops when the network is gone', async () => {
    const db = openUserDb(`test-${crypto.randomUUID()}`)
    await enqueue(message(101, 'A'))
    await enqueue(message(102, 'X'))
    const busy = server({ A: [503] })
    expect(await drain(db, busy.fetchImpl)).toMatchObject({ sent: 1, retrying: 1 })
    expect(busy.received).toEqual(['A', 'X'])

    await enqueue(message(102, 'Y'))
    const [a] = await db.outbox.orderBy('createdAt').toArray()
    const dead = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await drain(db, dead, a!.nextAttemptAt)).toMatchObject({ sent: 0, retrying: 1 })
    expect(dead).toHaveBeenCalledTimes(1)
  })

  it('does not send an item another drainer took meanwhile, nor one of the same conversation behind it', async () => {
    const db = openUserDb(`test-${crypto.randomUUID()}`)
    await enqueue(message(101, 'A'))
    await enqueue(message(101, 'B'))
    let release: (response: Response) => void = () => {}
    const slow = vi.fn<typeof fetch>(async () => reply(200))
    slow.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)))
    const first = drain(db, slow)
    await vi.waitFor(() => expect(slow).toHaveBeenCalledTimes(1))
    // A second drainer without the lock (another tab, the worker in a browser without locks) finds A on its way.
    const other = server()
    expect(await drain(db, other.fetchImpl)).toMatchObject({ sent: 0 })
    expect(other.received).toEqual([])
    release(reply(200))
    expect(await first).toMatchObject({ sent: 2 })
  })

  it('orders every later write of a kind behind a row queued before streams existed', () => {
    const legacy = { kind: 'ticket-message' as const, stream: undefined }
    expect(holdsBack(legacy, { kind: 'ticket-message', stream: 'ticket-message:101' })).toBe(true)
    expect(holdsBack({ kind: 'ticket-message', stream: 'ticket-message:102' }, { kind: 'ticket-message', stream: 'ticket-message:101' })).toBe(false)
    expect(holdsBack(legacy, { kind: 'upload', stream: 'upload:1' })).toBe(false)
    expect(holdsBack({ kind: 'notification-read' }, { kind: 'notification-read' })).toBe(false)
  })

  it('orders uploads to one document and lets other documents’ go on their own', () => {
    const upload = (documentDeliveredId: string): Pick<OutboxItem, 'kind' | 'method' | 'url' | 'body'> => ({
      kind: 'upload', method: 'POST', url: '/api/digitalfile/assignment/upload', body: { documentDeliveredId },
    })
    expect(targetStream(upload('10111'))).toBe(targetStream(upload('10111')))
    expect(targetStream(upload('10111'))).not.toBe(targetStream(upload('10112')))
    expect(targetStream({ kind: 'notification-read', method: 'PATCH', url: '/api/notification/sending/viewed', body: {} })).toBeUndefined()
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
