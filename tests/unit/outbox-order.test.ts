import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteUserDatabases, openUserDb, type UserDb } from '@/shared/db/user-db'
import { drainOutbox, type DrainReport } from '@/shared/sync/drain'
import { enqueue, retryItem } from '@/shared/sync/outbox'

/**
 * Random interleavings of what a phone does to the outbox: messages written in three
 * conversations and read receipts between them; drains by the page and by the worker, one at a
 * time under the lock or two at once without it; answers (success, 503, a business refusal, a
 * 401, no answer, an answer lost after the server committed) in any order among the requests in
 * flight; a page or worker killed mid-send (its requests reached the server or not); time passing
 * through backoffs and send timeouts; the person retrying what was refused. The server is played
 * by a model that keeps each Idempotency-Key's first success, as the reference server does.
 */

const STREAMS = 3
const SEND_TIMEOUT_MS = 15_000
/** Runs per property and mode; `OUTBOX_PROPERTY_RUNS` asks for more. */
const RUNS = Number(process.env.OUTBOX_PROPERTY_RUNS ?? 40)

type Outcome = 'ok' | '503' | '409' | '401' | 'network' | 'drop-after-commit'
type Step =
  | { t: 'write'; stream: number }
  | { t: 'receipt' }
  | { t: 'drain' }
  | { t: 'answer'; pick: number; outcome: Outcome }
  | { t: 'kill'; pick: number; reached: boolean }
  | { t: 'time'; ms: number; reached: boolean }
  | { t: 'retry' }

const outcome = fc.constantFrom<Outcome>('ok', 'ok', 'ok', '503', '409', '401', 'network', 'drop-after-commit')
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constant('write' as const), stream: fc.nat(STREAMS - 1) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('receipt' as const) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('drain' as const) }) },
  { weight: 6, arbitrary: fc.record({ t: fc.constant('answer' as const), pick: fc.nat(7), outcome }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('kill' as const), pick: fc.nat(3), reached: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('time' as const), ms: fc.integer({ min: 500, max: 120_000 }), reached: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('retry' as const) }) },
)
// Plans of any length up to 60 steps (fast-check would otherwise keep most of them under 20).
const steps = fc.array(step, { minLength: 5, maxLength: 60, size: 'max' })

interface Write {
  stream: number | null
  seq: number
}

interface Drainer {
  dead: boolean
  finished: boolean
  report?: DrainReport
  wake: () => void
  /** Resolves when the drainer sends something, ends, or waits only on requests already out. */
  next: () => Promise<void>
}

interface InFlight {
  key: string
  write: Write
  drainer: Drainer
  startedAt: number
  answer: (response: Response) => void
  fail: (error: Error) => void
}

const json = (status: number, body: unknown = {}) => new Response(JSON.stringify(body), { status })

/** The phone, the network between and the server, for one run. */
class World {
  readonly db: UserDb
  readonly inFlight: InFlight[] = []
  readonly drainers: Drainer[] = []
  /** The server: keys it applied, and what it applied in arrival order. */
  readonly applied = new Set<string>()
  readonly arrived: Write[] = []
  readonly written: Write[] = []
  readonly violations: string[] = []
  private lockHolder: Drainer | null = null
  private receipts = 0
  private readonly seqs = Array<number>(STREAMS).fill(0)

  private readonly locked: boolean

  constructor(locked: boolean) {
    this.locked = locked
    this.db = openUserDb(`order-${crypto.randomUUID()}`)
  }

  async write(stream: number | null) {
    const seq = stream === null ? ++this.receipts : ++this.seqs[stream]!
    const write = { stream, seq }
    this.written.push(write)
    await enqueue(
      stream === null
        ? { kind: 'notification-read', method: 'PATCH', url: '/api/notification/sending/viewed', body: write, meta: {}, label: 'r' }
        : { kind: 'ticket-message', stream: `ticket-message:${stream}`, method: 'POST', url: '/api/monitor/messages', body: write, meta: {}, label: 'm' },
    )
  }

  /** Writes the server never applies, however they reach it (a conversation it keeps refusing or failing on). */
  refuses: (write: Write) => boolean = () => false

  private apply(request: InFlight) {
    if (this.applied.has(request.key) || this.refuses(request.write)) return
    this.applied.add(request.key)
    const { stream, seq } = request.write
    if (stream !== null) {
      const last = this.arrived.filter((w) => w.stream === stream).at(-1)?.seq ?? 0
      if (seq !== last + 1) this.violations.push(`conversation ${stream}: message ${seq} arrived after ${last}`)
    }
    this.arrived.push(request.write)
  }

  private fetchFor(drainer: Drainer): typeof fetch {
    return async (_url, init) => {
      const key = new Headers(init?.headers).get('Idempotency-Key')!
      if (this.inFlight.some((other) => other.key === key)) this.violations.push(`${key} sent twice at once`)
      return new Promise<Response>((answer, fail) => {
        this.inFlight.push({ key, write: JSON.parse(String(init?.body)) as Write, drainer, startedAt: Date.now(), answer, fail })
        drainer.wake()
      })
    }
  }

  /** The web lock: one holder at a time, let go when its drain ends or its page dies. */
  private locksFor(drainer: Drainer): Pick<LockManager, 'request'> {
    const request = async (_name: string, _options: LockOptions, work: (lock: Lock | null) => unknown) => {
      if (this.lockHolder && !this.lockHolder.dead) return work(null)
      this.lockHolder = drainer
      try {
        return await work({ name: 'outbox', mode: 'exclusive' })
      } finally {
        if (this.lockHolder === drainer) this.lockHolder = null
      }
    }
    return { request } as unknown as Pick<LockManager, 'request'>
  }

  async drain() {
    let waiting: (() => void) | null = null
    const drainer: Drainer = {
      dead: false,
      finished: false,
      wake: () => {
        waiting?.()
        waiting = null
      },
      next: () => {
        if (drainer.finished || this.inFlight.some((r) => r.drainer === drainer)) return Promise.resolve()
        return new Promise<void>((resolve) => (waiting = resolve))
      },
    }
    this.drainers.push(drainer)
    const waitForIt = drainer.next()
    void drainOutbox({ db: this.db, getToken: async () => 'token', fetchImpl: this.fetchFor(drainer), timeoutMs: SEND_TIMEOUT_MS, locks: this.locked ? this.locksFor(drainer) : null })
      .then((report) => (drainer.report = report))
      .catch((error: unknown) => this.violations.push(`a drain threw ${String(error)}`))
      .finally(() => {
        drainer.finished = true
        drainer.wake()
      })
    await waitForIt
  }

  private live() {
    return this.inFlight.filter((r) => !r.drainer.dead)
  }

  async answer(pick: number, outcome: Outcome) {
    const live = this.live()
    if (live.length === 0) return
    const request = live[pick % live.length]!
    this.inFlight.splice(this.inFlight.indexOf(request), 1)
    switch (outcome) {
      case 'ok':
        this.apply(request)
        request.answer(json(200))
        break
      case '503':
        request.answer(json(503, { message: 'Servicio no disponible temporalmente' }))
        break
      case '409':
        // A refusal changes nothing; a key that already succeeded answers its first result.
        request.answer(this.applied.has(request.key) ? json(200) : json(409, { message: 'Rechazado' }))
        break
      case '401':
        request.answer(json(401, { message: 'El token de acceso expiró' }))
        break
      case 'network':
        request.fail(new TypeError('Failed to fetch'))
        break
      case 'drop-after-commit':
        this.apply(request)
        request.fail(new TypeError('Failed to fetch'))
        break
    }
    await request.drainer.next()
  }

  /** A page reload, a browser killed or the worker stopped: its requests reached the server or not, and it never hears back. */
  kill(pick: number, reached: boolean) {
    const live = this.drainers.filter((d) => !d.dead && !d.finished)
    if (live.length === 0) return
    const victim = live[pick % live.length]!
    victim.dead = true
    for (const request of this.inFlight.filter((r) => r.drainer === victim)) {
      if (reached) this.apply(request)
      this.inFlight.splice(this.inFlight.indexOf(request), 1)
    }
  }

  /** Time passes: backoffs run out, and a send past its timeout gives up (having reached the server or not). */
  async time(ms: number, reached: boolean) {
    vi.setSystemTime(Date.now() + ms)
    for (const request of this.live().filter((r) => Date.now() - r.startedAt > SEND_TIMEOUT_MS)) {
      this.inFlight.splice(this.inFlight.indexOf(request), 1)
      if (reached) this.apply(request)
      request.fail(new DOMException('The operation timed out.', 'TimeoutError'))
      await request.drainer.next()
    }
  }

  async retryRefused() {
    for (const item of await this.db.outbox.where('status').equals('failed').toArray()) await retryItem(item.id)
  }

  async run(step: Step) {
    switch (step.t) {
      case 'write':
        return this.write(step.stream)
      case 'receipt':
        return this.write(null)
      case 'drain':
        return this.drain()
      case 'answer':
        return this.answer(step.pick, step.outcome)
      case 'kill':
        return this.kill(step.pick, step.reached)
      case 'time':
        return this.time(step.ms, step.reached)
      case 'retry':
        return this.retryRefused()
    }
  }

  /**
   * The signal comes back for good: what is in flight is answered, time passes beyond every
   * backoff, the page drains, and the person retries what was refused, except in `stuck` (a
   * conversation whose writes the server keeps refusing, or keeps failing on).
   */
  async settle(policy: (write: Write) => Outcome = () => 'ok', stuck: number | null = null) {
    for (let round = 0; round < 40; round++) {
      while (this.live().length > 0) {
        const [request] = this.live()
        await this.answer(0, policy(request!.write))
      }
      const left = await this.db.outbox.toArray()
      if (left.every((item) => item.stream === `ticket-message:${stuck}`)) return
      for (const item of left.filter((i) => i.status === 'failed' && i.stream !== `ticket-message:${stuck}`)) await retryItem(item.id)
      await this.time(10 * 60_000, false)
      await this.drain()
    }
    this.violations.push('the outbox never emptied')
  }
}

/** Every write of every stream reached the server once, in the order written. */
function expectEveryWriteOnceInOrder(world: World, streams: readonly (number | null)[]) {
  for (const stream of streams) {
    const written = world.written.filter((w) => w.stream === stream).map((w) => w.seq)
    const arrived = world.arrived.filter((w) => w.stream === stream).map((w) => w.seq)
    if (stream === null) expect([...arrived].sort((a, b) => a - b)).toEqual(written)
    else expect(arrived).toEqual(written)
  }
}

describe.each([
  ['under the lock, as pages and the worker drain', true],
  ['with two drainers at once and no lock', false],
])('the outbox %s', (_name, locked) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // The backoff's jitter, fixed so a failing run replays the same.
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await deleteUserDatabases()
  })

  it('delivers each conversation in the order written, every write once, none lost', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (plan) => {
        const world = new World(locked)
        try {
          for (const s of plan) await world.run(s)
          await world.settle()
          expect(world.violations).toEqual([])
          expectEveryWriteOnceInOrder(world, [null, 0, 1, 2])
          expect(await world.db.outbox.count()).toBe(0)
        } finally {
          await deleteUserDatabases()
        }
      }),
      { numRuns: RUNS },
    )
  }, 300_000)

  it('keeps a conversation the server refuses or fails on whole and in order, and holds back no other', async () => {
    const stuckWith = fc.constantFrom<Outcome>('409', '503')
    await fc.assert(
      fc.asyncProperty(steps, stuckWith, async (plan, refusal) => {
        const world = new World(locked)
        // Conversation 0 never goes through; the rest of the network behaves as the plan says.
        world.refuses = (write) => write.stream === 0
        const policy = (write: Write, planned: Outcome = 'ok') => (write.stream === 0 ? refusal : planned)
        try {
          for (const s of plan) {
            if (s.t === 'answer') {
              const live = world.inFlight.filter((r) => !r.drainer.dead)
              const picked = live[s.pick % Math.max(1, live.length)]
              await world.answer(s.pick, picked ? policy(picked.write, s.outcome) : s.outcome)
            } else await world.run(s)
          }
          await world.settle(policy, 0)
          expect(world.violations).toEqual([])
          expectEveryWriteOnceInOrder(world, [null, 1, 2])
          // Nothing of the refused conversation reached the server, and all of it is still queued, in order.
          expect(world.arrived.filter((w) => w.stream === 0)).toEqual([])
          const kept = (await world.db.outbox.orderBy('createdAt').toArray()).map((item) => (item.body as Write).seq)
          expect(kept).toEqual(world.written.filter((w) => w.stream === 0).map((w) => w.seq))
        } finally {
          await deleteUserDatabases()
        }
      }),
      { numRuns: RUNS },
    )
  }, 300_000)
})
