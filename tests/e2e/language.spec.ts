import { expect, test } from './fixtures'
import { studentHome } from './support'

test('switching to English changes every text and is kept', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { name: 'Student and program' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Main menu' })
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByText('Alumno y carrera')).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Student and program' })).toBeVisible()
  await page.getByRole('button', { name: 'Español' }).click()
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
})

test('a section that loads its own texts follows the language chosen before and after it opened', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  // Opened in Spanish, then switched: the section's texts change with the rest.
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Pagos y estado de cuenta' }).click()
  await expect(page.getByRole('region', { name: 'Estado de cuenta' })).toBeVisible()
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('region', { name: 'Account statement' })).toBeVisible()
  await expect(page.getByRole('radio', { name: '3 months' })).toBeChecked()
  // Another section opened after the switch, in English from the start, and again after a reload.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Help center' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Open tickets' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'Open tickets' })).toBeVisible()
  await expect(page.getByText('Tickets abiertos')).toHaveCount(0)
  // The forms kit's messages come with their own catalog, in the language chosen.
  await page.getByRole('link', { name: 'New ticket' }).click()
  await page.getByRole('button', { name: 'Create ticket' }).click()
  await expect(page.getByText('Select an option')).toBeVisible()
  await expect(page.getByText('Seleccione una opción')).toHaveCount(0)
})
