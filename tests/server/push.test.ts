import { generateKeyPairSync } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { writeNotification, type NewNotification } from '../../server/data/notifications.ts'
import { closeInterrupted, pushStatesOf } from '../../server/data/push-queue.ts'
import { savePushToken } from '../../server/data/push-tokens.ts'
import { SCHEMAS } from '../../server/db/schemas.ts'
import { all, one, run, transaction, type Db } from '../../server/db/sql.ts'
import { optionsFromEnv } from '../../server/options.ts'
import { nextDailyRun } from '../../server/push/daily.ts'
import { PushDispatcher } from '../../server/push/dispatcher.ts'
import { FirebaseSender, loadFirebaseSender, type MessagingClient } from '../../server/push/firebase.ts'
import type { PushMessage } from '../../server/push/message.ts'
import { LoggingSender, SentLog, type PushSender, type TokenOutcome } from '../../server/push/senders.ts'
import { openPushSender } from '../../server/push/setup.ts'
import { runSeeds } from '../../server/seed/index.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { tempDir } from './test-server.ts'

// Every instant is fixed: the database is seeded on this day and the queue runs on it.
const NOW = new Date('2026-06-15T17:00:00Z')
const SECOND = 1000
const ALUMNO = 1
const TUTOR = 2

let db: Db

beforeAll(() => {
  db = new DatabaseSync(':memory:')
  db.exec('PRAGMA foreign_keys = ON')
  for (const schema of SCHEMAS) db.exec(schema)
  runSeeds(db, { now: NOW, timeZone: 'America/Mexico_City' })
})
afterAll(() => db.close())
beforeEach(() => {
  run(db, 'DELETE FROM push_tokens')
  run(db, 'DELETE FROM push_queue')
})

const notice = (overrides: Partial<NewNotification> = {}): NewNotification => ({
  accountNumber: ACCOUNTS.alumnoUvm, clave: 'APROBFOTO', title: 'Foto aprobada', body: 'Tu foto fue aprobada.', docId: null, at: NOW, ...overrides,
})

/** A notification written as the back office writes one, in a transaction. */
const notify = (overrides: Partial<NewNotification> = {}): number => transaction(db, () => writeNotification(db, notice(overrides)))

function device(token: string, userId = ALUMNO, portal: 'uvm' | 'unitec' = 'uvm'): string {
  savePushToken(db, { userId, subject: `subject-${userId}`, portal }, token, null, NOW)
  return token
}

const tokensLeft = () => all<{ token: string }>(db, 'SELECT token FROM push_tokens ORDER BY token').map((row) => row.token)
const stateOf = (id: number, account: string = ACCOUNTS.alumnoUvm) => pushStatesOf(db, account).find((s) => s.notificationId === id)

/** A sender that records every call and answers each token as `answer` says (ok unless it names a code). */
class FakeSender implements PushSender {
  readonly kind = 'fake'
  readonly calls: Array<{ tokens: string[]; message: PushMessage }> = []
  readonly answer: (token: string) => string | null
  readonly delayMs: number
  constructor(answer: (token: string) => string | null = () => null, delayMs = 0) {
    this.answer = answer
    this.delayMs = delayMs
  }
  async send(tokens: readonly string[], message: PushMessage): Promise<TokenOutcome[]> {
    this.calls.push({ tokens: [...tokens], message })
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs))
    return tokens.map((token) => {
      const code = this.answer(token)
      return code === null ? { token, ok: true as const } : { token, ok: false as const, code, gone: false }
    })
  }
}

describe('the queue', () => {
  it('gets one push for each notification the university writes, none for the seeded ones', () => {
    expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM notifications')?.n).toBeGreaterThan(50)
    expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM push_queue')?.n).toBe(0)
    // A database seeded afresh has queued nothing either.
    const fresh = new DatabaseSync(':memory:')
    for (const schema of SCHEMAS) fresh.exec(schema)
    runSeeds(fresh, { now: NOW, timeZone: 'America/Mexico_City' })
    expect(one<{ n: number }>(fresh, 'SELECT COUNT(*) AS n FROM push_queue')?.n).toBe(0)
    fresh.close()

    const id = notify()
    expect(pushStatesOf(db, ACCOUNTS.alumnoUvm)).toEqual([
      { notificationId: id, status: 'queued', attempts: 0, queuedAt: NOW.toISOString(), nextAttemptAt: null, doneAt: null, result: null, deliveredTo: [] },
    ])
  })

  it('is written with the notification or not at all', () => {
    expect(() => transaction(db, () => {
      writeNotification(db, notice({ clave: 'RECHAFOTO' }))
      throw new Error('the decision failed')
    })).toThrow('the decision failed')
    expect(pushStatesOf(db, ACCOUNTS.alumnoUvm)).toEqual([])
  })

  it('closes a push left half-sent by a stopped process without sending it again', async () => {
    device('alumno-phone-token')
    const id = notify()
    run(db, "UPDATE push_queue SET status = 'sending', attempts = 1 WHERE notification_id = ?", id)
    expect(closeInterrupted(db, NOW)).toBe(1)
    const sender = new FakeSender()
    expect(await new PushDispatcher(db, sender).dispatch(NOW)).toEqual([])
    expect(sender.calls).toEqual([])
    expect(stateOf(id)?.status).toBe('interrupted')
  })
})

describe('a dispatch', () => {
  it('sends each notification once to the account owner\'s devices of the account\'s brand', async () => {
    device('alumno-uvm-phone')
    device('alumno-uvm-laptop')
    device('alumno-unitec-phone', ALUMNO, 'unitec')
    device('tutor-uvm-phone', TUTOR)
    const uvm = notify()
    const unitec = notify({ accountNumber: ACCOUNTS.alumnoUnitec })
    const sender = new FakeSender()
    const done = await new PushDispatcher(db, sender).dispatch(NOW)
    expect(done).toEqual([
      { notificationId: uvm, clave: 'APROBFOTO', accountNumber: ACCOUNTS.alumnoUvm, attempt: 1, status: 'sent', devices: 2, delivered: 2, removed: 0, failed: 0 },
      { notificationId: unitec, clave: 'APROBFOTO', accountNumber: ACCOUNTS.alumnoUnitec, attempt: 1, status: 'sent', devices: 1, delivered: 1, removed: 0, failed: 0 },
    ])
    expect(sender.calls.map((call) => call.tokens.sort())).toEqual([['alumno-uvm-laptop', 'alumno-uvm-phone'], ['alumno-unitec-phone']])
    expect(stateOf(uvm)?.deliveredTo.sort()).toEqual(['alumno-uvm-laptop', 'alumno-uvm-phone'])
    // Sent is sent: a later dispatch has nothing to do.
    expect(await new PushDispatcher(db, sender).dispatch(new Date(NOW.getTime() + 60 * SECOND))).toEqual([])
    expect(sender.calls).toHaveLength(2)
  })

  it('carries the data the worker reads, and nothing Firebase would show itself', async () => {
    device('alumno-uvm-phone')
    const photo = notify()
    // A document of the account's second career (Pedagogía): its push names that career.
    const pedagogyDocument = one<{ id: number }>(
      db, "SELECT d.id FROM digital_file_documents d JOIN digital_files f ON f.id = d.file_id WHERE f.account_number = ? AND f.cv_program = 'LPED-18' ORDER BY d.id LIMIT 1",
      ACCOUNTS.alumnoUvm,
    )?.id
    const document = notify({ clave: 'RECHADOC', title: 'Documento rechazado', body: 'Vuelve a cargarlo.', docId: String(pedagogyDocument) })
    const codi = notify({ accountNumber: ACCOUNTS.alumnoUvm, clave: 'CODI', title: 'Pago CoDi recibido', body: 'Recibimos tu pago.', link: '/payments/result?id=7' })
    const ticket = notify({ clave: 'NOTIMONITOR', title: 'Respuesta a tu solicitud', body: 'Te respondimos.', docId: '101' })
    const sender = new FakeSender()
    await new PushDispatcher(db, sender).dispatch(NOW)
    const [first, second, third, fourth] = sender.calls.map((call) => call.message)
    expect(first).toEqual({
      data: {
        clave: 'APROBFOTO', title: 'Foto aprobada', body: 'Tu foto fue aprobada.', notificationId: String(photo),
        accountNumber: ACCOUNTS.alumnoUvm, programCode: 'LPSI-18', campusCode: 'COY', portal: 'uvm',
      },
      webpush: { headers: { Urgency: 'high' } },
    })
    expect(first).not.toHaveProperty('notification')
    expect(second?.data).toMatchObject({ clave: 'RECHADOC', notificationId: String(document), docId: String(pedagogyDocument), programCode: 'LPED-18', campusCode: 'COY' })
    expect(third?.data).toMatchObject({ clave: 'CODI', notificationId: String(codi), link: '/payments/result?id=7', programCode: 'LPSI-18' })
    expect(third?.data).not.toHaveProperty('docId')
    // A ticket's number is no document: the account's first career.
    expect(fourth?.data).toMatchObject({ clave: 'NOTIMONITOR', notificationId: String(ticket), docId: '101', programCode: 'LPSI-18', campusCode: 'COY' })
    for (const message of [first, second, third, fourth]) {
      for (const value of Object.values(message?.data ?? {})) expect(typeof value).toBe('string')
    }
  })

  it('closes a push without devices as no-devices, and sends nothing', async () => {
    device('tutor-uvm-phone', TUTOR)
    const id = notify()
    const sender = new FakeSender()
    expect(await new PushDispatcher(db, sender).dispatch(NOW)).toMatchObject([{ notificationId: id, status: 'no-devices', devices: 0 }])
    expect(sender.calls).toEqual([])
  })

  it('sends one push per notification even when two dispatches overlap', async () => {
    device('alumno-uvm-phone')
    device('alumno-uvm-laptop')
    const ids = [notify(), notify({ clave: 'RECHAFOTO' }), notify({ clave: 'DOCCOMP' })]
    const sender = new FakeSender(() => null, 20)
    // Two dispatchers on one database, as the back office's timer and a test hook, or two processes.
    const [a, b] = await Promise.all([new PushDispatcher(db, sender).dispatch(NOW), new PushDispatcher(db, sender).dispatch(NOW)])
    expect([...a, ...b].map((push) => push.notificationId).sort()).toEqual(ids)
    expect(sender.calls).toHaveLength(3)
    expect(sender.calls.map((call) => call.message.data.notificationId).sort()).toEqual(ids.map(String).sort())
    for (const id of ids) expect(stateOf(id)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('claims a batch at a time until nothing is due', async () => {
    device('alumno-uvm-phone')
    const ids = [1, 2, 3, 4, 5].map(() => notify())
    const sender = new FakeSender()
    expect((await new PushDispatcher(db, sender, { batch: 2 }).dispatch(NOW)).map((push) => push.notificationId)).toEqual(ids)
    expect(sender.calls).toHaveLength(5)
  })

  it('waits for its running dispatches when asked', async () => {
    device('alumno-uvm-phone')
    notify()
    const sender = new FakeSender(() => null, 30)
    const dispatcher = new PushDispatcher(db, sender)
    void dispatcher.dispatch(NOW)
    await dispatcher.idle()
    expect(pushStatesOf(db, ACCOUNTS.alumnoUvm).map((s) => s.status)).toEqual(['sent'])
  })
})

/** A fake of firebase-admin's messaging: each token answers as `codes` says (success when absent). */
function fakeMessaging(codes: Record<string, string> | (() => Error)) {
  const calls: Array<Parameters<MessagingClient['sendEachForMulticast']>[0]> = []
  const client: MessagingClient = {
    sendEachForMulticast(message) {
      calls.push(structuredClone(message))
      if (typeof codes === 'function') return Promise.reject(codes())
      return Promise.resolve({
        responses: message.tokens.map((token) => {
          const code = codes[token]
          return code ? { success: false, error: { code, message: `failed: ${code}` } } : { success: true }
        }),
      })
    },
  }
  return { client, calls }
}

describe('the Firebase sender', () => {
  it('sends a data-only multicast with high urgency and records what FCM accepted', async () => {
    device('alumno-uvm-phone')
    const id = notify()
    const { client, calls } = fakeMessaging({})
    const log = new SentLog()
    const lines: string[] = []
    await new PushDispatcher(db, new FirebaseSender(client, log, { print: (line) => lines.push(line) })).dispatch(NOW)
    expect(calls).toEqual([{
      tokens: ['alumno-uvm-phone'],
      data: expect.objectContaining({ clave: 'APROBFOTO', notificationId: String(id) }) as Record<string, string>,
      webpush: { headers: { Urgency: 'high' } },
    }])
    expect(calls[0]).not.toHaveProperty('notification')
    expect(log.list()).toEqual([{ token: 'alumno-uvm-phone', message: { data: calls[0]?.data, webpush: { headers: { Urgency: 'high' } } }, at: NOW.toISOString() }])
    expect(lines).toEqual(['[push] APROBFOTO to 1 device: 1 sent, 0 not registered, 0 failed'])
  })

  it('deletes the tokens FCM no longer knows and tries the others again, never reaching a device twice', async () => {
    device('alumno-ok')
    device('alumno-unregistered')
    device('alumno-invalid')
    device('alumno-busy')
    const id = notify()
    const codes: Record<string, string> = {
      'alumno-unregistered': 'messaging/registration-token-not-registered',
      'alumno-invalid': 'messaging/invalid-registration-token',
      'alumno-busy': 'messaging/internal-error',
    }
    const { client, calls } = fakeMessaging(codes)
    const log = new SentLog()
    const dispatcher = new PushDispatcher(db, new FirebaseSender(client, log, { print: () => undefined }), { maxAttempts: 3, firstRetryMs: 30 * SECOND })
    expect(await dispatcher.dispatch(NOW)).toMatchObject([{ notificationId: id, status: 'queued', devices: 4, delivered: 1, removed: 2, failed: 1 }])
    expect(tokensLeft()).toEqual(['alumno-busy', 'alumno-ok'])
    expect(stateOf(id)).toMatchObject({
      status: 'queued', attempts: 1, nextAttemptAt: new Date(NOW.getTime() + 30 * SECOND).toISOString(),
      result: { devices: 4, delivered: 1, removed: 2, failed: 1, error: 'messaging/internal-error' },
    })
    // Not before its wait is over.
    expect(await dispatcher.dispatch(new Date(NOW.getTime() + 29 * SECOND))).toEqual([])
    // Then only the device that failed, twice more (30 s, then 60 s later), and it gives up.
    expect(await dispatcher.dispatch(new Date(NOW.getTime() + 30 * SECOND))).toMatchObject([{ attempt: 2, status: 'queued', devices: 1, failed: 1 }])
    expect(stateOf(id)?.nextAttemptAt).toBe(new Date(NOW.getTime() + 90 * SECOND).toISOString())
    expect(await dispatcher.dispatch(new Date(NOW.getTime() + 90 * SECOND))).toMatchObject([{ attempt: 3, status: 'failed', devices: 1, failed: 1 }])
    expect(await dispatcher.dispatch(new Date(NOW.getTime() + 3600 * SECOND))).toEqual([])
    expect(calls.map((call) => call.tokens.sort())).toEqual([
      ['alumno-busy', 'alumno-invalid', 'alumno-ok', 'alumno-unregistered'], ['alumno-busy'], ['alumno-busy'],
    ])
    expect(stateOf(id)).toMatchObject({ status: 'failed', attempts: 3, deliveredTo: ['alumno-ok'] })
    expect(log.list().map((sent) => sent.token)).toEqual(['alumno-ok'])
  })

  it('sends a push again after a failure once the device answers', async () => {
    device('alumno-busy')
    const id = notify()
    const codes: Record<string, string> = { 'alumno-busy': 'messaging/server-unavailable' }
    const { client } = fakeMessaging(codes)
    const dispatcher = new PushDispatcher(db, new FirebaseSender(client, new SentLog(), { print: () => undefined }))
    await dispatcher.dispatch(NOW)
    delete codes['alumno-busy']
    expect(await dispatcher.dispatch(new Date(NOW.getTime() + 30 * SECOND))).toMatchObject([{ notificationId: id, attempt: 2, status: 'sent', delivered: 1 }])
    expect(tokensLeft()).toEqual(['alumno-busy'])
  })

  it('keeps every device for a later attempt when the whole call fails', async () => {
    device('alumno-uvm-phone')
    const id = notify()
    const { client } = fakeMessaging(() => Object.assign(new Error('socket hang up'), { code: 'app/network-error' }))
    const dispatcher = new PushDispatcher(db, new FirebaseSender(client, new SentLog(), { print: () => undefined }))
    expect(await dispatcher.dispatch(NOW)).toMatchObject([{ notificationId: id, status: 'queued', failed: 1, removed: 0 }])
    expect(stateOf(id)?.result?.error).toBe('app/network-error')
    expect(tokensLeft()).toEqual(['alumno-uvm-phone'])
  })

  it('loads the Admin SDK for a service account, with its project, without reaching the network', async () => {
    const dir = tempDir('push-account-')
    try {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
      const path = join(dir, 'service-account.json')
      writeFileSync(path, JSON.stringify({
        type: 'service_account', project_id: 'portal-demo', client_email: 'push@portal-demo.iam.gserviceaccount.com',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      }))
      const { sender, projectId } = await loadFirebaseSender(path, new SentLog())
      expect({ kind: sender.kind, projectId }).toEqual({ kind: 'firebase', projectId: 'portal-demo' })
      await sender.close()
      expect((await openPushSender(path, 'portal-demo', new SentLog())).kind).toBe('firebase')
      await expect(openPushSender(path, 'another-project', new SentLog())).rejects.toThrow(/project "portal-demo", the portal's FIREBASE_PROJECT_ID is "another-project"/)

      writeFileSync(path, JSON.stringify({ project_id: 'portal-demo' }))
      await expect(loadFirebaseSender(path, new SentLog())).rejects.toThrow(/lacks client_email, private_key/)
      await expect(loadFirebaseSender(join(dir, 'missing.json'), new SentLog())).rejects.toThrow(/cannot be read as JSON/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the logging sender', () => {
  it('prints one line per push with its type code and device count, and records each device\'s message', async () => {
    device('alumno-uvm-phone')
    device('alumno-uvm-laptop')
    const id = notify({ clave: 'EXPPVEN', title: 'Documento por vencer', body: 'Tu documento «Acta» vence hoy.' })
    const log = new SentLog()
    const lines: string[] = []
    expect(await new PushDispatcher(db, new LoggingSender(log, (line) => lines.push(line))).dispatch(NOW)).toMatchObject([{ notificationId: id, status: 'sent', delivered: 2 }])
    expect(lines).toEqual(['[push] EXPPVEN to 2 devices (logged, not sent: no FIREBASE_SERVICE_ACCOUNT)'])
    expect(log.list().map((sent) => sent.token).sort()).toEqual(['alumno-uvm-laptop', 'alumno-uvm-phone'])
    expect(log.list({ token: 'alumno-uvm-phone' })).toEqual([
      { token: 'alumno-uvm-phone', message: { data: expect.objectContaining({ clave: 'EXPPVEN', notificationId: String(id) }) as Record<string, string>, webpush: { headers: { Urgency: 'high' } } }, at: NOW.toISOString() },
    ])
    expect(log.list({ accountNumber: ACCOUNTS.alumnoUvm })).toHaveLength(2)
    expect(log.list({ accountNumber: ACCOUNTS.alumnoUnitec })).toEqual([])
  })

  it('keeps the last messages only', async () => {
    const log = new SentLog(3)
    const message = (n: number): PushMessage => ({ data: { clave: 'CODI', notificationId: String(n) }, webpush: { headers: { Urgency: 'high' } } })
    for (let n = 1; n <= 5; n++) log.record('token', message(n), NOW)
    expect(log.list().map((sent) => sent.message.data.notificationId)).toEqual(['3', '4', '5'])
  })
})

describe('the daily checks\' schedule', () => {
  const next = (iso: string, zone?: string) => nextDailyRun(new Date(iso), { hour: 7, minute: 0 }, zone).toISOString()

  it('is the next 07:00 in Mexico City', () => {
    // Mexico City is UTC-6 all year since 2022: 07:00 there is 13:00 UTC.
    expect(next('2026-06-15T12:59:59.000Z')).toBe('2026-06-15T13:00:00.000Z')
    expect(next('2026-06-15T13:00:00.000Z')).toBe('2026-06-16T13:00:00.000Z')
    expect(next('2026-06-15T17:00:00.000Z')).toBe('2026-06-16T13:00:00.000Z')
    // 23:30 of the 14th in Mexico City is already the 15th in UTC: that morning's run is next.
    expect(next('2026-06-15T05:30:00.000Z')).toBe('2026-06-15T13:00:00.000Z')
    expect(next('2026-12-31T23:00:00.000Z')).toBe('2027-01-01T13:00:00.000Z')
    expect(nextDailyRun(new Date('2026-06-15T12:00:00Z')).toISOString()).toBe('2026-06-15T13:00:00.000Z')
  })

  it('keeps the local hour across a change of daylight time', () => {
    // Mexico City's last daylight time: it began on 3 April 2022 and ended on 30 October 2022.
    expect(next('2022-04-02T14:00:00.000Z')).toBe('2022-04-03T12:00:00.000Z')
    expect(next('2022-10-29T13:00:00.000Z')).toBe('2022-10-30T13:00:00.000Z')
    // A zone that still changes: New York, 8 March and 1 November 2026.
    expect(next('2026-03-07T13:00:00.000Z', 'America/New_York')).toBe('2026-03-08T11:00:00.000Z')
    expect(next('2026-10-31T12:00:00.000Z', 'America/New_York')).toBe('2026-11-01T12:00:00.000Z')
  })
})

describe('the options', () => {
  it('take the service account from FIREBASE_SERVICE_ACCOUNT, else GOOGLE_APPLICATION_CREDENTIALS; empty turns it off', () => {
    expect(optionsFromEnv({}).pushServiceAccount).toBeNull()
    expect(optionsFromEnv({ FIREBASE_SERVICE_ACCOUNT: '/secrets/push.json' }).pushServiceAccount).toBe('/secrets/push.json')
    expect(optionsFromEnv({ GOOGLE_APPLICATION_CREDENTIALS: '/secrets/adc.json' }).pushServiceAccount).toBe('/secrets/adc.json')
    expect(optionsFromEnv({ FIREBASE_SERVICE_ACCOUNT: '/secrets/push.json', GOOGLE_APPLICATION_CREDENTIALS: '/secrets/adc.json' }).pushServiceAccount).toBe('/secrets/push.json')
    expect(optionsFromEnv({ FIREBASE_SERVICE_ACCOUNT: '', GOOGLE_APPLICATION_CREDENTIALS: '/secrets/adc.json' }).pushServiceAccount).toBeNull()
    expect(optionsFromEnv({ FIREBASE_SERVICE_ACCOUNT: 'secrets/push.json' }).pushServiceAccount).toMatch(/\/secrets\/push\.json$/)
  })
})
