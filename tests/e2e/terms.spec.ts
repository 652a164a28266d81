import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { BASE_URL, newProfileDir, openProfile, userDbRows } from './profile'
import { signIn } from './support'

const hook = async (name: 'publish' | 'reset') => {
  const response = await fetch(`${BASE_URL}/__test__/terms/${name}`, { method: 'POST' })
  expect(response.ok).toBe(true)
  return (await response.json()) as { version: string }
}

// Every spec shares one server: each test starts from, and leaves, the seeded version everyone accepted.
test.beforeEach(() => hook('reset'))
test.afterEach(() => hook('reset'))

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
  await page.getByRole('alertdialog', { name: '¿Cerrar sesión?' }).getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()
}

const today = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Mexico_City' }).format(new Date())

test('a new version of the terms stands in for the portal right after signing in, once, until it is accepted', async ({ page }) => {
  const { version } = await hook('publish')
  expect(version).toBe('2.0')
  await signIn(page, 'alumno')

  // Blocked: the text and its acceptance, nothing else of the portal.
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible()
  await expect(page.getByText('Se publicó una nueva versión de los términos y condiciones. Para seguir usando el portal, léela y acéptala.')).toBeVisible()
  const text = page.getByRole('region', { name: 'Términos y condiciones de uso del Portal de alumnos' })
  await expect(text.getByRole('heading', { name: 'Cambios de la versión 2.0' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('href', '/aviso-de-privacidad')
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toHaveCount(0)
  const accept = page.getByRole('button', { name: 'Acepto los términos y condiciones' })
  await expect(accept).toBeDisabled()
  await expectAccessible(page, 'terms asked for')

  // No way around it: another screen of the portal, opened by its address, asks the same.
  await page.goto('/digital-files')
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0)

  // Signing out is still possible, and the next sign-in asks again.
  await signOut(page)
  await signIn(page, 'alumno')
  await expect(accept).toBeDisabled()

  await page.getByRole('checkbox', { name: 'He leído los términos y condiciones (versión 2.0) y el aviso de privacidad.' }).check()
  await accept.click()
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible()

  // Once per version: signed out and in again, straight to the portal.
  await signOut(page)
  await signIn(page, 'alumno')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toHaveCount(0)

  // The accepted text stays readable from the menu, with its version, the day it was accepted and the privacy notice.
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Términos y condiciones' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible()
  const acceptance = page.getByRole('region', { name: 'Tu aceptación' })
  await expect(acceptance).toContainText('Versión aceptada2.0')
  await expect(acceptance).toContainText(`Fecha de aceptación${today('es-MX')}`)
  await expect(text.getByRole('heading', { name: 'Cambios de la versión 2.0' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('href', '/aviso-de-privacidad')
  await expectAccessible(page, 'accepted terms')
})

test('the screen that asks speaks English when the portal does, and accepting leads where the person was going', async ({ page }) => {
  await hook('publish')
  await signIn(page, 'alumno', { start: '/terms-conditions' })
  await expect(page.getByRole('button', { name: 'Acepto los términos y condiciones' })).toBeDisabled()
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible()
  await expect(page.getByText('A new version of the terms and conditions has been published. To keep using the portal, read and accept it.')).toBeVisible()
  await expect(page.getByText('The terms are published in Spanish, the language that governs them.')).toBeVisible()
  await page.getByRole('checkbox', { name: 'I have read the terms and conditions (version 2.0) and the privacy notice.' }).check()
  await page.getByRole('button', { name: 'I accept the terms and conditions' }).click()

  // Straight on to the screen asked for before signing in: the accepted terms.
  await expect(page).toHaveURL(/\/terms-conditions$/)
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('aria-current', 'page')
  const acceptance = page.getByRole('region', { name: 'Your acceptance' })
  await expect(acceptance).toContainText('Accepted version2.0')
  await expect(acceptance).toContainText(`Date accepted${today('en-US')}`)
  await expect(page.getByRole('link', { name: 'Privacy notice' })).toBeVisible()
  await expect(page.getByText('Términos y condiciones de uso del Portal de alumnos')).toBeVisible()
  await page.getByRole('button', { name: 'Español' }).click()
  await expect(page.getByRole('region', { name: 'Tu aceptación' })).toBeVisible()
})

test('a start with no signal is never stopped by a version published meanwhile; with signal back, it is asked for', async () => {
  const dir = newProfileDir()
  let context = await openProfile(dir)
  let page = await context.newPage()
  await signIn(page, 'alumno')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  const savedKinds = async () => (await userDbRows<{ kind: string }>(page, 'snapshots')).map((row) => row.kind)
  await expect.poll(savedKinds, { timeout: 20_000 }).toEqual(expect.arrayContaining(['user', 'menu']))
  await context.close()

  await hook('publish')
  context = await openProfile(dir, { offline: true })
  page = context.pages()[0]!
  await page.goto('/home')
  await expect(page.getByText('Sin conexión', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toHaveCount(0)
  await context.close()

  context = await openProfile(dir)
  page = context.pages()[0] ?? (await context.newPage())
  await page.goto('/home')
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0)
  await context.close()
})
