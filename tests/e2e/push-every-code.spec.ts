import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'
import { NOTIFICATION_CODES } from '@/contract/notification'
import { targetOf } from '@/features/notifications/logic'
import { clickSystemNotification, deliver, fcmEnvelope, pushesSentTo, registerPushToken, shownNotifications, workerRegistration, type SentPush } from './push'
import { signIn, unitecUrl } from './support'

/** alumno's first UNITEC account: the seed gives it one notification of every type code, never pushed. */
const ACCOUNT = '22140567'

/** The worker's lock-screen titles in English (locales/en/push.po): impersonal on purpose. */
const TITLE_EN: Partial<Record<string, string>> = {
  EXPPVEN: 'A document is about to expire',
  EXPVENC: 'A document in your file has expired',
  CODI: 'There is news about your CoDi payment',
  NOTIMONITOR: 'You have an answer in the help center',
  APROBFOTO: 'There is news about your photo',
  RECHAFOTO: 'There is news about your photo',
}
const DEFAULT_TITLE_EN = 'You have a new notification'

/** The server sends the account's seeded notices, one of each type code, to the registered phone. */
async function serverPushesEveryCode(token: string): Promise<SentPush[]> {
  await registerPushToken(unitecUrl('/'), 'alumno', 'unitec', token)
  const answer = await fetch(unitecUrl('/__test__/push/unpushed'), {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ accountNumber: ACCOUNT }),
  })
  expect(answer.status).toBe(200)
  const sent = (await pushesSentTo(unitecUrl('/'), token)).filter((push) => push.message.data.accountNumber === ACCOUNT)
  expect(new Set(sent.map((push) => push.message.data.clave))).toEqual(new Set(NOTIFICATION_CODES))
  return NOTIFICATION_CODES.map((code) => sent.find((push) => push.message.data.clave === code)!)
}

async function readCount(ids: readonly number[]) {
  const state = (await (await fetch(unitecUrl(`/__test__/state/notifications?accountNumber=${ACCOUNT}`))).json()) as Array<{ id: number; read: boolean; viewedCount: number }>
  return state.filter((n) => ids.includes(n.id) && n.read && n.viewedCount === 1).length
}

test('a push of each of the 26 type codes, as the server sends it, reads in English with UNITEC’s icon and a click opens its screen and marks it read once', { tag: '@system-notifications' }, async ({ page, context }) => {
  test.setTimeout(240_000)
  const origin = new URL(unitecUrl('/')).origin
  await context.grantPermissions(['notifications'], { origin })
  // Notices link outside the portal; a test run has no way out.
  await context.route('https://example.edu/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Aviso</h1>' }))
  await signIn(page, 'alumno', { start: unitecUrl('/') })
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { name: 'Student and program' })).toBeVisible()
  await expect(page.getByRole('banner')).toContainText(`· ${ACCOUNT}`)
  await page.evaluate(() => navigator.serviceWorker.ready)
  const { cdp, registrationId } = await workerRegistration(page)

  const pushes = await serverPushesEveryCode(`e2e-${randomUUID()}`)
  // They arrive while the portal is not on screen: each becomes a system notification.
  await page.goto('about:blank')
  for (const [index, push] of pushes.entries()) await deliver(cdp, registrationId, origin, fcmEnvelope(push, index))
  await page.goto(unitecUrl('/home'))
  await expect(page.getByRole('heading', { name: 'Student and program' })).toBeVisible()
  await expect.poll(async () => (await shownNotifications(page)).length).toBe(pushes.length)
  const shown = await shownNotifications(page)
  for (const push of pushes) {
    const { clave, notificationId } = push.message.data
    const notification = shown.find((n) => n.tag === `portal-${clave}-${notificationId}`)
    expect(notification, clave).toEqual(expect.objectContaining({
      title: TITLE_EN[clave!] ?? DEFAULT_TITLE_EN,
      body: 'Open the portal to see the details.',
      lang: 'en',
      icon: `${origin}/icons/unitec/icon-192.png`,
    }))
    // Nothing personal on the lock screen: not the server's own title, nor the account.
    expect(notification!.title).not.toBe(push.message.data.title)
    expect(`${notification!.title} ${notification!.body}`).not.toContain(ACCOUNT)
  }

  const read: number[] = []
  for (const push of pushes) {
    const { clave, notificationId, link, docId } = push.message.data
    const target = targetOf({ clave: clave!, link: link ?? null, docId: docId ?? null })
    await clickSystemNotification(context, { tag: `portal-${clave}-${notificationId}` })
    read.push(Number(notificationId))
    if (target.kind === 'route') {
      // The screen of spec §4, on this student (the address names them; the portal drops it once chosen).
      const expected = clave === 'CODI' ? /\/payments(\/result\?id=\d+)?$/ : new RegExp(`${target.href.replace(/[?]/g, '\\?')}$`)
      await expect(page, `${clave} → ${target.href}`).toHaveURL(expected)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    }
    // A notice with a link outside the portal opens it in a new window, which a click handed over
    // by a test may not do; it is read all the same.
    await expect.poll(() => readCount(read), { message: `${clave} read once` }).toBe(read.length)
  }
})
