import { expect, test } from './fixtures'
import { ROUTE_BY_CODE, targetOf } from '@/features/notifications/logic'
import { NOTIFICATION_CODES } from '@/contract/notification'
import { PORTS } from '../../playwright.config'
import { signIn, unitecUrl } from './support'

/** alumno's first UNITEC account: the seed gives it one notification of every type code. */
const ACCOUNT = '22140567'

interface Seeded {
  id: number
  clave: string
  title: string
  link: string | null
}

test('clicking a notification of each of the 26 type codes goes where spec §4 says', async ({ page, context }) => {
  test.setTimeout(180_000)
  const response = await fetch(`http://localhost:${PORTS.unitec}/__test__/state/notifications?accountNumber=${ACCOUNT}`)
  const seeded = (await response.json()) as Seeded[]
  expect(new Set(seeded.map((n) => n.clave))).toEqual(new Set(NOTIFICATION_CODES))

  // Notices link outside the portal; this machine has no way out, so those pages answer here.
  await context.route('https://example.edu/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Aviso</h1>' }))
  await signIn(page, 'alumno', { start: unitecUrl('/') })
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  for (const notification of seeded) {
    await page.goto(unitecUrl('/notifications'))
    const item = page.getByRole('button', { name: new RegExp(notification.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()
    if (targetOf(notification).kind === 'external') {
      // Notices with a link open it in a new window.
      const opened = context.waitForEvent('page')
      await item.click()
      const popup = await opened
      const expected = new URL(notification.link!, unitecUrl('/')).href
      await popup.waitForURL(expected)
      await popup.close()
    } else {
      await item.click()
      // A CODI notice links a screen of the portal: its payment, or the payments screen.
      const route = ROUTE_BY_CODE[notification.clave as keyof typeof ROUTE_BY_CODE]
      // A digital-file notice about one document opens the file on it (`?doc=`); a ticket's, its conversation (`?ticket=`).
      const onDocument = route === '/digital-files' ? '(\\?doc=\\d+)?' : route === '/assistance/conversation' ? '(\\?ticket=\\d+)?' : ''
      await expect(page, `${notification.clave} → ${route}`).toHaveURL(new RegExp(`${route}${onDocument}$`))
    }
  }
})
