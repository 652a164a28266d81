import { PORTALS } from '../src/contract/common'
import type { UserDb } from '../src/shared/db/user-db'
import type { FromWorker } from '../src/shared/offline/worker-messages'
import { cachedConfig } from './config-route'
import { activeUserDb, currentLocale } from './session'
import { pushTexts } from './push-texts'
import { markReadFromWorker, targetFor } from './push-targets'

declare const self: ServiceWorkerGlobalScope

/** What FCM delivers: `data` always carries strings; `notification` is optional. */
interface FcmPayload {
  data?: Record<string, string>
  notification?: { title?: string; body?: string }
}

function parse(event: PushEvent): FcmPayload {
  try {
    return (event.data?.json() as FcmPayload) ?? {}
  } catch {
    return { data: { body: event.data?.text() ?? '' } }
  }
}

const BRANDS: readonly string[] = PORTALS

/** The installed portal's own icon: the brand the notice names, else the brand this portal was last started as. */
async function brandIcon(named: string | undefined) {
  const brand = BRANDS.includes(named ?? '') ? named : (await cachedConfig())?.portal
  return new URL(`icons/${BRANDS.includes(brand ?? '') ? brand : 'uvm'}/icon-192.png`, self.location.href).href
}

/**
 * Foreground (a portal window is visible): hand it over for a toast and a pending-count
 * refresh. Background: a system notification with a translated, impersonal title.
 */
async function onPush(event: PushEvent) {
  const payload = parse(event)
  const data = payload.data ?? {}
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const visible = windows.find((client) => client.visibilityState === 'visible')
  if (visible) {
    const message: FromWorker = { type: 'push', push: { clave: data.clave, title: payload.notification?.title ?? data.title, body: payload.notification?.body ?? data.body } }
    visible.postMessage(message)
    return
  }
  const { title, body, lang } = pushTexts(data.clave, await currentLocale())
  await self.registration.showNotification(title, {
    body,
    lang,
    tag: `portal-${data.clave ?? 'aviso'}-${data.notificationId ?? data.docId ?? ''}`,
    icon: await brandIcon(data.portal),
    data,
  })
}

/** Takes the portal to a notification's screen: the open window if there is one, else a new one. */
async function openTarget(data: Record<string, string>) {
  const target = await targetFor(data)
  if (target.kind === 'external') {
    await self.clients.openWindow(target.url)
    return
  }
  const windows = await self.clients.matchAll({ type: 'window' })
  const client = windows[0]
  if (client) {
    // A refused focus (the browser allows it only briefly after the click) still takes the window there.
    await client.focus().catch(() => undefined)
    await client.navigate(target.href).catch(() => self.clients.openWindow(target.href))
  } else {
    await self.clients.openWindow(target.href)
  }
}

async function onClick(event: NotificationEvent) {
  event.notification.close()
  const data = (event.notification.data ?? {}) as Record<string, string>
  // The window first: the browser lets a worker open or focus one only for a few seconds after
  // the click, and marking read may wait on a slow network. A window the browser would not open
  // (a click it no longer counts as recent) still leaves the notice read, as it was seen.
  await openTarget(data).catch(() => undefined)
  const db: UserDb | undefined = await activeUserDb()
  if (db) await markReadFromWorker(db, data)
}

export function registerPush() {
  self.addEventListener('push', (event) => event.waitUntil(onPush(event)))
  self.addEventListener('notificationclick', (event) => event.waitUntil(onClick(event)))
}
