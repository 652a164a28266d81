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
 * Clicks the portal's system notification with this title. A headless browser has no
 * notification tray to click, so the worker is handed the event the browser would dispatch:
 * a `notificationclick` for that notification. Such an event is not trusted, so the browser
 * refuses it focusing or opening a window; taking an open window to a screen works.
 */
export async function clickSystemNotification(context: BrowserContext, title: string) {
  await expect.poll(() => context.serviceWorkers().length).toBeGreaterThan(0)
  await context.serviceWorkers()[0]!.evaluate(async (title) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration
      dispatchEvent(event: Event): boolean
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event
    }
    const notification = (await scope.registration.getNotifications()).find((n) => n.title === title)
    if (!notification) throw new Error(`No system notification titled "${title}"`)
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
  }, title)
}
