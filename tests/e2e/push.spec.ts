import { expect, test } from './fixtures'
import { deliver, systemNotifications, workerRegistration, type FcmMessage } from './push'
import { studentHome } from './support'

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
