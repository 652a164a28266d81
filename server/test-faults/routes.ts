import type { IncomingMessage, ServerResponse } from 'node:http'
import * as v from 'valibot'
import { AccountNumber } from '../../src/contract/common.ts'
import type { Db } from '../db/sql.ts'
import { addUnreadNotifications, notificationStates } from '../data/notifications.ts'
import { NO_CACHE, sendJson } from '../http/headers.ts'
import { qrScans } from '../http/qr-scan.ts'
import { readBody } from '../http/read-body.ts'
import { API_BASE } from '../runtime-config.ts'
import type { DeployCounter } from './deploys.ts'
import { digitalFileHook, type DigitalFileHooks } from './digital-file-routes.ts'
import { binnacleHook } from './binnacle-routes.ts'
import { contactHook } from './contact-routes.ts'
import { guardianHook } from './guardian-routes.ts'
import { ArmFault, type FaultRegistry } from './faults.ts'
import { fiscalHook } from './fiscal-routes.ts'
import { monitorHook, type MonitorHooks } from './monitor-routes.ts'
import { onlineWindowHook } from './online-window-routes.ts'
import { paymentsHook } from './payments-routes.ts'
import { personalHook } from './personal-routes.ts'
import { photoHook } from './photo-routes.ts'
import { pushHook, type PushHooks } from './push-routes.ts'
import { studentInformationHook } from './student-information-routes.ts'
import { termsHook } from './terms-routes.ts'

export const TEST_ROUTES_BASE = '/__test__'

const BODY_LIMIT = 4 * 1024

async function readJson(req: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse((await readBody(req, BODY_LIMIT)).toString('utf8')) as unknown
  } catch {
    return undefined
  }
}

const refuse = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { message }, NO_CACHE)

async function faultsRoute(faults: FaultRegistry, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'GET') return sendJson(res, 200, { faults: faults.list() })
  if (req.method === 'DELETE') return sendJson(res, 200, { cleared: faults.clear() })
  if (req.method !== 'POST') return refuse(res, 405, 'Use GET, POST or DELETE')
  const parsed = v.safeParse(ArmFault, await readJson(req))
  if (!parsed.success) return refuse(res, 400, v.summarize(parsed.issues))
  return sendJson(res, 200, { armed: faults.arm(parsed.output, API_BASE), faults: faults.list() })
}

function notificationsState(db: Db, req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (req.method !== 'GET') return refuse(res, 405, 'Use GET')
  const account = v.safeParse(AccountNumber, url.searchParams.get('accountNumber'))
  if (!account.success) return refuse(res, 400, 'accountNumber is required (6 to 12 digits)')
  sendJson(res, 200, notificationStates(db, account.output))
}

const AddNotifications = v.strictObject({ accountNumber: AccountNumber, count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)) })

async function addNotifications(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return refuse(res, 405, 'Use POST')
  const parsed = v.safeParse(AddNotifications, await readJson(req))
  if (!parsed.success) return refuse(res, 400, v.summarize(parsed.issues))
  sendJson(res, 200, { ids: addUnreadNotifications(db, parsed.output.accountNumber, parsed.output.count, new Date()) })
}

function deployRoute(deploys: DeployCounter, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'POST') return refuse(res, 405, 'Use POST')
  sendJson(res, 200, { deploy: deploys.deploy() }, NO_CACHE)
}

/**
 * Routes for end-to-end tests, mounted only with TEST_FAULTS=1 and without authentication:
 * arm faults on API requests, read server state the API does not expose, simulate a deploy, and
 * drive the digital file's back office, the photo desk, the help desk and the bank at once, and
 * stand in for a device's push registration and read the pushes sent.
 */
export function testRoutes(db: Db, faults: FaultRegistry, deploys: DeployCounter, digitalFiles: DigitalFileHooks, monitor: MonitorHooks, push: PushHooks) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const rest = url.pathname.slice(TEST_ROUTES_BASE.length)
    if (rest === '/faults') return faultsRoute(faults, req, res)
    if (rest === '/state/notifications') return notificationsState(db, req, res, url)
    if (rest === '/state/qr-scans') return req.method === 'GET' ? sendJson(res, 200, qrScans(db), NO_CACHE) : refuse(res, 405, 'Use GET')
    if (rest === '/notifications') return addNotifications(db, req, res)
    if (rest === '/deploy') return deployRoute(deploys, req, res)
    if (await digitalFileHook(digitalFiles, rest, req, res, url)) return
    if (await monitorHook(monitor, rest, req, res, url)) return
    if (await paymentsHook(db, rest, req, res, url)) return
    if (await photoHook(db, rest, req, res, url)) return
    if (await fiscalHook(db, rest, req, res)) return
    if (await contactHook(db, rest, req, res, url)) return
    if (await guardianHook(db, rest, req, res)) return
    if (binnacleHook(db, rest, req, res, url)) return
    if (await personalHook(db, rest, req, res)) return
    if (termsHook(db, rest, req, res)) return
    if (await onlineWindowHook(digitalFiles, rest, req, res)) return
    if (await studentInformationHook(db, rest, req, res)) return
    if (await pushHook(push, rest, req, res, url)) return
    refuse(res, 404, `No existe ${req.method} ${url.pathname}`)
  }
}
