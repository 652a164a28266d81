import { expect, test } from './fixtures'
import { addNotifications, expectReadOnce } from './profile'
import { clickSystemNotification, deliver, systemNotifications, workerRegistration, type FcmMessage } from './push'
import { studentHome } from './support'

/** alumno's first account and its career and campus. */
const STUDENT = { accountNumber: '010245871', programCode: 'LPSI-18', campusCode: 'COY' }

/** What the server pushes for a document assigned to the student; its screen is the digital file. */
const assignedDocumentPush = (notificationId: number): FcmMessage => ({
  from: '1234567890',
  fcmMessageId: `e2e-asigdoc-${notificationId}`,
  priority: 'high',
  data: { clave: 'ASIGDOC', title: `Documento asignado ${notificationId}`, body: 'Revisa tu expediente digital.', notificationId: String(notificationId), ...STUDENT },
})

/** The lock-screen text of that push: general, with no personal data. */
const LOCK_SCREEN = { title: 'Tienes una notificación nueva', body: 'Abre el portal para ver el detalle.' }

test('clicking the system notification of a push takes the portal to its screen and marks it read once', { tag: '@system-notifications' }, async ({ page, context, baseURL, startSignedIn }) => {
  const origin = new URL(baseURL!).origin
  await context.grantPermissions(['notifications'], { origin })
  const [id] = await addNotifications(STUDENT.accountNumber, 1)
  await startSignedIn('alumno')
  await studentHome(page)
  await page.evaluate(() => navigator.serviceWorker.ready)
  const { cdp, registrationId } = await workerRegistration(page)

  // The push arrives while the portal is not on screen: it waits in the notification tray.
  await page.goto('about:blank')
  await deliver(cdp, registrationId, origin, assignedDocumentPush(id!))
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect.poll(() => systemNotifications(page)).toEqual([LOCK_SCREEN])

  await clickSystemNotification(context, LOCK_SCREEN.title)
  await expect(page).toHaveURL(/\/digital-files$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Expediente digital' })).toBeVisible()
  await expect.poll(() => systemNotifications(page)).toEqual([])
  await expectReadOnce(STUDENT.accountNumber, [id!])
  await expect(page.getByRole('link', { name: /^Pendientes de envío/ })).toHaveCount(0)

  // The portal's own list shows it read.
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Notificaciones', exact: true }).click()
  const item = page.getByRole('region', { name: 'Hoy' }).getByRole('button', { name: new RegExp(`Documento asignado ${id}\\b`) })
  await expect(item).toBeVisible()
  await expect(item).not.toHaveAccessibleName(/^No leída/)
})
