import { expect, test } from './fixtures'
import { signInAsStudent } from './support'

test('switching to English changes every text and is kept', async ({ page }) => {
  await signInAsStudent(page)
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
