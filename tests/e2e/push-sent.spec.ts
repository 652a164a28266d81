import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'
import { expectReadOnce } from './profile'
import {
  clickSystemNotification, deliver, fcmEnvelope, pushesSentTo, registerPushToken, resetDigitalFiles, runDailyChecks, shownNotifications, workerRegistration,
} from './push'
import { studentHome } from './support'

/** alumno's second account (UVM's graduate school): the home picks the first, so a push about this one must switch. */
const SECOND_ACCOUNT = '010245872'
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A later day for the university's daily check: the second account's documents come near their
 * date or pass it, and the server sends its pushes to the phone's registered token.
 */
async function serverPushesADocumentNotice(baseURL: string) {
  const token = `e2e-${randomUUID()}`
  await registerPushToken(baseURL, 'alumno', 'uvm', token)
  await resetDigitalFiles(baseURL, SECOND_ACCOUNT)
  const checks = await runDailyChecks(baseURL, new Date(Date.now() + 20 * DAY_MS), SECOND_ACCOUNT)
  expect(checks.sent).toBeGreaterThan(0)
  const sent = await pushesSentTo(baseURL, token)
  const notice = sent.find((push) => push.message.data.clave === 'EXPPVEN') ?? sent[0]!
  // Data only, so the lock screen shows the worker's impersonal words; the data names the student and career.
  expect(notice.message).not.toHaveProperty('notification')
  expect(notice.message.data).toMatchObject({ accountNumber: SECOND_ACCOUNT, programCode: 'MEDU-22', portal: 'uvm' })
  expect(notice.message.data.docId).toMatch(/^\d+$/)
  return notice
}

const LOCK_SCREEN_EN: Record<string, string> = { EXPPVEN: 'A document is about to expire', EXPVENC: 'A document in your file has expired' }

test('a push the server sends about the second account reads in English with the brand’s icon, and opens that document on that student', { tag: '@system-notifications' }, async ({ page, context, baseURL, startSignedIn }) => {
  const origin = new URL(baseURL!).origin
  await context.grantPermissions(['notifications'], { origin })
  await startSignedIn('alumno')
  await studentHome(page)
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { name: 'Student and program' })).toBeVisible()
  await expect(page.getByRole('banner')).toContainText('· 010245871')
  // Pushes reach a worker once it is active, as on a phone after the first visit.
  await page.evaluate(() => navigator.serviceWorker.ready)
  const { cdp, registrationId } = await workerRegistration(page)

  const notice = await serverPushesADocumentNotice(baseURL!)
  const title = LOCK_SCREEN_EN[notice.message.data.clave!]!
  // It arrives while the portal is not on screen.
  await page.goto('about:blank')
  await deliver(cdp, registrationId, origin, fcmEnvelope(notice, 1))
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Student and program' })).toBeVisible()
  await expect.poll(() => shownNotifications(page)).toEqual([
    expect.objectContaining({ title, body: 'Open the portal to see the details.', lang: 'en', icon: `${origin}/icons/uvm/icon-192.png` }),
  ])

  await clickSystemNotification(context, title)
  await expect(page).toHaveURL(new RegExp(`/digital-files\\?doc=${notice.message.data.docId}$`))
  await expect(page.getByRole('banner')).toContainText(`· ${SECOND_ACCOUNT}`)
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Digital file' })).toBeVisible()
  await expectReadOnce(SECOND_ACCOUNT, [Number(notice.message.data.notificationId)])
})

test('with no signal, a click on the server’s push still opens the notice’s student, and its read receipt waits to be sent once', { tag: '@system-notifications' }, async ({ page, context, baseURL, startSignedIn }) => {
  const origin = new URL(baseURL!).origin
  await context.grantPermissions(['notifications'], { origin })
  await startSignedIn('alumno')
  await studentHome(page)
  await page.evaluate(() => navigator.serviceWorker.ready)
  const { cdp, registrationId } = await workerRegistration(page)
  const notice = await serverPushesADocumentNotice(baseURL!)
  const title = notice.message.data.clave === 'EXPVENC' ? 'Un documento de tu expediente venció' : 'Un documento está por vencer'

  await page.goto('about:blank')
  await deliver(cdp, registrationId, origin, fcmEnvelope(notice, 2))
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect.poll(() => shownNotifications(page)).toEqual([expect.objectContaining({ title, lang: 'es' })])

  await context.setOffline(true)
  await clickSystemNotification(context, title)
  await expect(page).toHaveURL(new RegExp(`/digital-files\\?doc=${notice.message.data.docId}$`))
  await expect(page.getByRole('banner')).toContainText(`· ${SECOND_ACCOUNT}`)
  await expect(page.getByRole('link', { name: /^Pendientes de envío: 1/ })).toBeVisible()

  await context.setOffline(false)
  await expectReadOnce(SECOND_ACCOUNT, [Number(notice.message.data.notificationId)])
})
