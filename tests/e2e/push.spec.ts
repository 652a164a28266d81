import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'
import type { Page, Request } from '@playwright/test'
import { deliver, dropPushToken, standInFirebase, systemNotifications, workerRegistration, type FcmMessage } from './push'
import { studentHome } from './support'

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' })

async function openSettings(page: Page) {
  await menu(page).getByRole('link', { name: 'Configuración' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible()
}

const codiPush: FcmMessage = {
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

test('a push while the portal is in front shows a toast', async ({ page, baseURL, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  const { cdp, registrationId } = await workerRegistration(page)
  await deliver(cdp, registrationId, new URL(baseURL!).origin, codiPush)
  await expect(page.getByText('Pago Codi pendiente')).toBeVisible()
})

test('a push while the portal is in the background shows a system notification without personal data', { tag: '@system-notifications' }, async ({ page, context, baseURL, startSignedIn }) => {
  const origin = new URL(baseURL!).origin
  await context.grantPermissions(['notifications'], { origin })
  await startSignedIn('alumno')
  await studentHome(page)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  const { cdp, registrationId } = await workerRegistration(page)
  await page.goto('about:blank')
  await deliver(cdp, registrationId, origin, codiPush)

  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect
    .poll(() => systemNotifications(page))
    .toContainEqual({ title: 'Hay novedades de tu pago CoDi', body: 'Abre el portal para ver el detalle.' })
})

test('a device whose token the sender dropped is registered again at the next start, and Configuración says it receives alerts', { tag: '@system-notifications' }, async ({ page, context, baseURL, startSignedIn }) => {
  // A device of its own: a token the server has never held.
  const token = `e2e-fcm-token-${randomUUID()}`
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin })
  await standInFirebase(context, token)
  const sent = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/notification/sending/token')
  const checked = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/massive/firebase')

  // The first start finds the sender without this device's token, and sends it.
  const firstSend = page.waitForResponse((response) => sent(response.request()) && response.ok())
  await startSignedIn('alumno')
  await studentHome(page)
  await page.evaluate(() => navigator.serviceWorker.ready)
  expect((await firstSend).request().postDataJSON()).toMatchObject({ token })
  await openSettings(page)
  const push = page.getByRole('region', { name: 'Notificaciones push' })
  await expect(push.getByRole('status')).toHaveText('Este dispositivo recibe avisos.')
  await expect(push.getByText('Avisos de: cuenta 010245871 y cuenta 010245872.')).toBeVisible()

  // FCM reports the token unregistered, and the sender drops it.
  expect(await dropPushToken(baseURL!, token)).toEqual({ dropped: true })
  // The next start notices, and registers the device again; the screen, open meanwhile, says so.
  const check = page.waitForRequest(checked)
  const again = page.waitForResponse((response) => sent(response.request()) && response.ok())
  await page.reload()
  expect(new URL((await check).url()).searchParams.get('token')).toBe(token)
  expect((await again).request().postDataJSON()).toMatchObject({ token })
  await expect(push.getByRole('status')).toHaveText('Este dispositivo recibe avisos.')
})

test('Configuración says when the sender no longer holds this device, and registers it again with a tap', { tag: '@system-notifications' }, async ({ page, context, baseURL, startSignedIn }) => {
  const token = `e2e-fcm-token-${randomUUID()}`
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin })
  await standInFirebase(context, token)
  const registered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/notification/sending/token'))
  await startSignedIn('alumno')
  await studentHome(page)
  await page.evaluate(() => navigator.serviceWorker.ready)
  expect((await registered).ok()).toBe(true)
  await openSettings(page)
  const push = page.getByRole('region', { name: 'Notificaciones push' })
  await expect(push.getByRole('status')).toHaveText('Este dispositivo recibe avisos.')

  expect(await dropPushToken(baseURL!, token)).toEqual({ dropped: true })
  // Another screen and back, with no new start: the section asks again.
  await menu(page).getByRole('link', { name: 'Inicio' }).click()
  await studentHome(page)
  await openSettings(page)
  await expect(push.getByRole('status')).toHaveText('Este dispositivo no está registrado para recibir avisos: los avisos no le llegan.')
  await push.getByRole('button', { name: 'Registrar este dispositivo de nuevo' }).click()
  await expect(push.getByRole('status')).toHaveText('Este dispositivo recibe avisos.')
})
