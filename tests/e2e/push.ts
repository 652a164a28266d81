import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test'

/** An FCM-shaped data message, as Firebase Cloud Messaging delivers it to the worker. */
export interface FcmMessage {
  from: string
  fcmMessageId: string
  priority: string
  data: Record<string, string>
}

/** A DevTools session on the page and the id of the portal's worker registration, for delivering pushes. */
export async function workerRegistration(page: Page): Promise<{ cdp: CDPSession; registrationId: string }> {
  const cdp = await page.context().newCDPSession(page)
  const registrations: string[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated as { registrationId: string; scopeURL: string; isDeleted: boolean }[]) {
      if (!r.isDeleted && r.scopeURL.startsWith('http://localhost')) registrations.push(r.registrationId)
    }
  })
  await cdp.send('ServiceWorker.enable')
  await expect.poll(() => registrations.length).toBeGreaterThan(0)
  return { cdp, registrationId: registrations[0]! }
}

/** Delivers a push to the worker the way the push service does. */
export async function deliver(cdp: CDPSession, registrationId: string, origin: string, payload: FcmMessage) {
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) })
}

/** Title and body of every system notification the portal is showing. */
export function systemNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body }))
  })
}

/**
 * Clicks the portal's system notification with this title (or this tag, where several share a
 * title). A headless browser has no notification tray to click, so the worker is handed the event
 * the browser would dispatch: a `notificationclick` for that notification. Such an event is not
 * trusted, so the browser refuses it focusing or opening a window; taking an open window to a
 * screen works.
 */
export async function clickSystemNotification(context: BrowserContext, which: string | { tag: string }) {
  await expect.poll(() => context.serviceWorkers().length).toBeGreaterThan(0)
  await context.serviceWorkers()[0]!.evaluate(async (which) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration
      dispatchEvent(event: Event): boolean
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event
    }
    const matches = (n: Notification) => (typeof which === 'string' ? n.title === which : n.tag === which.tag)
    const notification = (await scope.registration.getNotifications()).find(matches)
    if (!notification) throw new Error(`No system notification ${JSON.stringify(which)}`)
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
  }, which)
}

/** What the server sent to one registered device, as FCM would hand it over. */
export interface SentPush {
  token: string
  message: { data: Record<string, string>; webpush?: unknown }
  at: string
}

const hookUrl = (baseURL: string, path: string) => `${new URL(baseURL).origin}/__test__${path}`

async function hookJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

/**
 * Registers a push token for the person, as the portal does once Firebase hands it one (a browser
 * here has no way to reach Firebase for a real token: the registration is the one step stood in).
 */
export async function registerPushToken(baseURL: string, username: string, portal: 'uvm' | 'unitec', token: string) {
  await hookJson(await fetch(hookUrl(baseURL, '/push/tokens'), {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, portal, token }),
  }))
}

/** Puts an account's digital files back as seeded (dated from now), with no expiry notice sent after that. */
export async function resetDigitalFiles(baseURL: string, accountNumber: string) {
  await hookJson(await fetch(hookUrl(baseURL, '/digitalfile/reset'), {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ accountNumber }),
  }))
}

/** Runs the server's daily checks as of `now` for one account, and sends the pushes they queue. */
export async function runDailyChecks(baseURL: string, now: Date, accountNumber: string) {
  return hookJson<{ notices: number; sent: number }>(await fetch(hookUrl(baseURL, '/push/checks'), {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ now: now.toISOString(), accountNumber }),
  }))
}

/** The pushes the server sent to a token, oldest first. */
export async function pushesSentTo(baseURL: string, token: string) {
  return hookJson<SentPush[]>(await fetch(`${hookUrl(baseURL, '/push/sent')}?${new URLSearchParams({ token })}`))
}

/** What reaches the worker for a sent push: FCM's envelope around the server's data. */
export const fcmEnvelope = (sent: SentPush, index: number): FcmMessage => ({
  from: '1234567890', fcmMessageId: `e2e-sent-${index}`, priority: 'high', data: sent.message.data,
})

/** Title, body, icon and language of every system notification the portal is showing. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, icon: n.icon, lang: n.lang, tag: n.tag }))
  })
}

/** A well-formed application server key: what Firebase hands to the browser's push subscription. */
const VAPID_KEY = Buffer.alloc(65, 4).toString('base64url')

/**
 * Firebase Messaging as a device with signal sees it, for a browser that cannot reach it: the
 * portal's configuration names a Firebase project, the browser's push service hands out a
 * subscription, and Firebase's installation and registration services answer `token` for it. The
 * portal's own code (Firebase's SDK included) runs unchanged; only what lies beyond the network is
 * stood in.
 */
export async function standInFirebase(context: BrowserContext, token: string) {
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch()
    const config = (await response.json()) as Record<string, unknown>
    const firebase = { apiKey: 'e2e-api-key', projectId: 'e2e-portal', messagingSenderId: '1234567890', appId: '1:1234567890:web:e2e', vapidKey: VAPID_KEY }
    await route.fulfill({ response, json: { ...config, firebase } })
  })
  const cors = { 'Access-Control-Allow-Origin': '*' }
  await context.route('https://firebaseinstallations.googleapis.com/**', (route) =>
    route.fulfill({
      headers: cors,
      json: { name: 'projects/e2e-portal/installations/cE2eFid0000000000000A', fid: 'cE2eFid0000000000000A', refreshToken: 'e2e-refresh', authToken: { token: 'e2e-auth', expiresIn: '604800s' } },
    }))
  await context.route('https://fcmregistrations.googleapis.com/**', (route) => route.fulfill({ headers: cors, json: { token } }))
  await context.addInitScript(() => {
    const key = (bytes: number) => new Uint8Array(bytes).fill(7).buffer
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device',
      expirationTime: null,
      options: { userVisibleOnly: true },
      getKey: (name: string) => key(name === 'auth' ? 16 : 65),
      toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device' }),
      unsubscribe: async () => true,
    }
    let subscribed = false
    PushManager.prototype.getSubscription = async function () {
      return (subscribed ? subscription : null) as unknown as PushSubscription
    }
    PushManager.prototype.subscribe = async function () {
      subscribed = true
      return subscription as unknown as PushSubscription
    }
  })
}

/** Forgets a token at the server, as its dispatcher does when FCM reports the token unregistered. */
export async function dropPushToken(baseURL: string, token: string) {
  return hookJson<{ dropped: boolean }>(await fetch(hookUrl(baseURL, '/push/tokens/drop'), {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }),
  }))
}
