import { expect, expectAccessible, test } from './fixtures'
import { forgetSavedAnswers } from './profile'
import { studentHome } from './support'

// These tests fake API answers in the page; the offline worker would otherwise answer first.
test.use({ serviceWorkers: 'block' })

test('an error page shows its title, code and a way back', async ({ page }) => {
  await page.goto('/error/403')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Error 403')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible()
})

test('an unmatched path in the app shows the 404 page without an error code', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await page.goto('/esto-no-existe')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/no encontr/i)
  await expect(page.getByText('Error 404')).toHaveCount(0)
})

test('with the API down and nothing saved, the shell still renders the server-connection error page', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  // With a saved copy the portal would show it instead: this device has none.
  await forgetSavedAnswers(page)
  await page.route('**/api/user/student**', (route) => route.abort('connectionrefused'))
  await page.reload()
  await expect(page.getByText('Error 500')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible()
  await expectAccessible(page, 'server-connection error page')
  await page.unroute('**/api/user/student**')
  await page.getByRole('button', { name: 'Reintentar' }).click()
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
})

test('a server refusal shows the server message in an error alert', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await page.route('**/api/notification/sending/pending**', (route) =>
    route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'Servicio en mantenimiento' }) }),
  )
  await page.reload()
  await expect(page.getByText('Servicio en mantenimiento')).toBeVisible()
})
