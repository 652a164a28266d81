import { expect, test } from './fixtures'
import { studentHome } from './support'

// A first visit: the worker is not in charge yet (here it never is), so no code is kept on the device.
test.use({ serviceWorkers: 'block' })

test('a first visit that loses the signal keeps the portal on screen: a screen whose code never arrived says so, with no browser error page', async ({ page, context, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await context.setOffline(true)
  const failedChunk = page.waitForEvent('requestfailed', (request) => /\/assets\/.*\.js$/.test(request.url()))
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Materias', exact: true }).click()
  await failedChunk
  await expect(page.getByRole('heading', { name: 'Algo salió mal en esta pantalla' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible()
  expect(page.url()).toMatch(/^http:/)
})
