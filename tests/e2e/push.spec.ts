import { expect, test, type CDPSession, type Page } from '@playwright/test'
import { signInAsStudent } from './support'

/** An FCM-shaped data message, as Firebase Cloud Messaging delivers it to the worker. */
const codiPush = {
  from: '1234567890',
  fcmMessageId: 'e2e-codi-1',
  priority: 'high',
  data: {
    clave: 'CODI',
    title: 'Pago Codi pendiente',
    body: 'Tienes un cobro Codi por confirmar.',
    notificationId: '101',
    accountNumber: '010245871',
    programCode: 'LPSI-18',
    campusCode: 'COY',
  },
}

async function workerRegistration(page: Page): Promise<{ cdp: CDPSession; registrationId: string }> {
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

async function deliver(cdp: CDPSession, registrationId: string, origin: string, payload: unknown) {
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) })
}

test('a push while the portal is in front shows a toast', async ({ page, baseURL }) => {
  await signInAsStudent(page)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  const { cdp, registrationId } = await workerRegistration(page)
  await deliver(cdp, registrationId, new URL(baseURL!).origin, codiPush)
  await expect(page.getByText('Pago Codi pendiente')).toBeVisible()
})

test('a push while the portal is in the background shows a system notification without personal data', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin
  await context.grantPermissions(['notifications'], { origin })
  await signInAsStudent(page)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  const { cdp, registrationId } = await workerRegistration(page)
  await page.goto('about:blank')
  await deliver(cdp, registrationId, origin, codiPush)

  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready
        return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body }))
      }),
    )
    .toContainEqual({ title: 'Tienes un pago Codi pendiente', body: 'Abre el portal para ver el detalle.' })
})
