import { expect, test } from '@playwright/test'
import { browserStorage, signInAsStudent } from './support'

test('signing out ends the session and leaves no personal data behind', async ({ page }) => {
  await signInAsStudent(page)
  await expect(page.getByRole('region', { name: 'Alumno seleccionado' })).toBeVisible()
  const before = await browserStorage(page)
  expect(before.databases.some((name) => name.startsWith('portal-user-'))).toBe(true)

  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  const confirm = page.getByRole('alertdialog', { name: '¿Cerrar sesión?' })
  await confirm.getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()

  const after = await browserStorage(page)
  expect(after.databases.filter((name) => name.startsWith('portal-user-'))).toEqual([])
  expect(after.localStorage.filter((key) => key !== 'portal.locale')).toEqual([])
  expect(after.caches.filter((key) => key.startsWith('user-'))).toEqual([])

  // The session at the provider is gone too: the app asks to sign in again.
  await page.goto('/home')
  await expect(page).toHaveURL(/\/login$/)
})
