import { expect, test } from './fixtures'
import { signIn } from './support'

test('opening the portal leads to the sign-in page', async ({ page }) => {
  await page.goto('/home')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()
})

test('a wrong password is refused with a message and keeps the typed user', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Iniciar sesión con Microsoft' }).click()
  await page.getByLabel('Usuario').fill('alumno')
  await page.getByLabel('Contraseña').fill('incorrecta')
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('Usuario o contraseña incorrectos')
  await expect(page.getByLabel('Usuario')).toHaveValue('alumno')
})

test('alumno lands on home with their accounts and the server menu', async ({ page }) => {
  await signIn(page, 'alumno')
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect(page.getByLabel('Alumno', { exact: true })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Menú principal' })
  await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Materias', exact: true })).toBeVisible()
})

test('a menu key without an icon is not shown', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await signIn(page, 'alumno')
  const nav = page.getByRole('navigation', { name: 'Menú principal' })
  await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible()
  const labels = await nav.getByRole('link').allTextContents()
  expect(labels.join(' ')).not.toMatch(/blockchain/i)
  expect(errors.some((e) => e.includes('no icon for menu key'))).toBe(true)
})

test('tutor lands on home choosing among linked students', async ({ page }) => {
  await signIn(page, 'tutor')
  await expect(page.getByText('Elige a quién quieres consultar y su carrera.')).toBeVisible()
  await expect(page.getByLabel('Alumno', { exact: true }).locator('option')).toHaveCount(2)
})

test('admin lands on the student search', async ({ page }) => {
  await signIn(page, 'admin')
  await expect(page.getByRole('heading', { name: 'Buscar alumno' })).toBeVisible()
  await expect(page.getByText('Administrativo', { exact: false }).first()).toBeVisible()
})

test('a student who is not enrolled sees the not-enrolled page', async ({ page }) => {
  await signIn(page, 'sinmatricula')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No tienes una inscripción vigente')
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
})

test('a user the API does not know sees the user-not-found page', async ({ page }) => {
  await signIn(page, 'desconocido')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos tu usuario')
})
