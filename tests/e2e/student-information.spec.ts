import { PORTS } from '../../playwright.config'
import { expect, expectAccessible, test } from './fixtures'
import { studentHome } from './support'

/** alumno's first account on UNITEC: its career (ISC-20, Campus Sur) has a campus change to Atizapán in review. */
const ACCOUNT = '22140567'
const UNITEC = `http://localhost:${PORTS.unitec}`

/** The school office, played by the reference server (server/test-faults/README.md). */
async function office(path: 'decide' | 'reset', body: object) {
  const response = await fetch(`${UNITEC}/__test__/student-information/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.ok, `${path} hook: ${await response.clone().text()}`).toBe(true)
}

test.beforeEach(() => office('reset', { accountNumber: ACCOUNT }))
// The next specs find the request in review again, as seeded.
test.afterEach(() => office('reset', { accountNumber: ACCOUNT }))

test('the home tells how the campus change request went, and a closed notice stays closed', async ({ page, context, startSignedIn }) => {
  await startSignedIn('alumno', { brand: 'unitec' })
  await studentHome(page)
  const banner = page.getByRole('status').filter({ hasText: 'Campus Atizapán' })
  await expect(banner).toContainText('Cambio de campus a Campus Atizapán: en revisión')
  await expect(banner).toContainText(/La oficina escolar responde a más tardar el \d{1,2} de [a-z]+ de \d{4}\./)
  await expectAccessible(page, 'the home with a campus change in review')

  // The school office approves it (its rule: Atizapán teaches in person, as the career does).
  await office('decide', { accountNumber: ACCOUNT })
  await page.reload()
  await expect(banner).toContainText('Cambio de campus a Campus Atizapán: aprobado')
  await expect(banner).toContainText(/Aplica a partir del ciclo (Enero–junio|Julio–diciembre) \d{4}\./)

  // With no signal the home still tells it, from the copy the worker kept.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await context.setOffline(true)
  await page.reload()
  await expect(banner).toContainText('Cambio de campus a Campus Atizapán: aprobado')
  await context.setOffline(false)
  await page.reload()

  await page.getByRole('button', { name: 'English' }).click()
  await expect(banner).toContainText('Campus change to Campus Atizapán: approved')
  await expect(banner).toContainText(/It applies from the (January–June|July–December) \d{4} term\./)
  await expectAccessible(page, 'the home with a campus change approved, in English')

  await banner.getByRole('button', { name: 'Close the campus change notice' }).click()
  await expect(banner).toHaveCount(0)

  // Closed on this device: after a reload that read the request again, the notice is not back.
  const read = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/student/information'))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Student and program' })).toBeVisible()
  expect((await read).ok()).toBe(true)
  // The cards drawn after the first screen (the notice among them) are in.
  await expect(page.getByRole('region', { name: 'Available offline' })).toBeVisible()
  await expect(banner).toHaveCount(0)

  // Closing it hid that notice only: the next news about the request shows, after the same reload.
  await office('reset', { accountNumber: ACCOUNT })
  await page.reload()
  await expect(banner).toContainText('Campus change to Campus Atizapán: in review')
})
