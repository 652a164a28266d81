import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { studentHome, unitecUrl } from './support'

/** Script files the page asked for, by their chunk name (`vendor`, `shell`, `framework` …). */
function scriptsOf(page: Page) {
  const names: string[] = []
  page.on('request', (request) => {
    const match = /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)
    if (match) names.push(match[1]!)
  })
  return names
}

test('the privacy notice opens without signing in, and loads none of the portal’s code', async ({ page }) => {
  const scripts = scriptsOf(page)
  await page.goto('/aviso-de-privacidad')
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad para alumnos' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Tus derechos ARCO' })).toBeVisible()
  await expect(page).toHaveTitle('UVM · Portal de alumnos')
  await expectAccessible(page, 'privacy notice')
  expect(scripts).toContain('framework')
  expect(scripts.filter((name) => ['vendor', 'shell', 'boot', 'keycloak'].includes(name))).toEqual([])

  // Same language choice as the portal: switched here, it holds after a reload.
  await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice for students' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Your ARCO rights' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Español' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad para alumnos' })).toBeVisible()
})

test('the bank bridge page shows the result with the amount in money format', async ({ page }) => {
  await page.goto('/bankbridge?status=approved&reference=REF-123&amount=1500')
  await expect(page.getByRole('status')).toContainText('Pago recibido')
  await expect(page.getByText('Referencia: REF-123')).toBeVisible()
  await expect(page.getByText('$1,500.00')).toBeVisible()
  await expectAccessible(page, 'bank bridge, approved')

  // What the bank sends that makes no sense is not shown; a refusal is said as an alert.
  await page.goto('/bankbridge?status=rejected&reference=<b>&amount=-3')
  await expect(page.getByRole('alert')).toContainText('Pago no realizado')
  await expect(page.getByText(/Referencia|Importe/)).toHaveCount(0)
  await page.getByRole('link', { name: 'Ir al portal' }).click()
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()
})

/** The scans of campus posters the server recorded for this campus, as the university reads them. */
async function scansOf(baseURL: string, campus: string) {
  const scans = (await (await fetch(`${new URL(baseURL).origin}/__test__/state/qr-scans`)).json()) as Array<{ campus: string | null; portal: string; device: string; scannedAt: string }>
  return scans.filter((scan) => scan.campus === campus)
}

test('the QR landing page records the scan, then invites to open the portal, in the device’s dark scheme too', async ({ page, baseURL }) => {
  const before = (await scansOf(baseURL!, 'Lomas Verdes')).length
  const start = Date.now()
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/qr?campus=Lomas Verdes')
  await expect(page.getByText('Escaneaste el código del campus Lomas Verdes.')).toBeVisible()
  // The page is a beacon: the university learns of the scan (campus, when, brand, kind of device), once.
  await expect.poll(async () => (await scansOf(baseURL!, 'Lomas Verdes')).length).toBe(before + 1)
  const [scan] = (await scansOf(baseURL!, 'Lomas Verdes')).slice(-1)
  expect(scan).toMatchObject({ portal: 'uvm', device: 'desktop' })
  expect(Date.parse(scan!.scannedAt)).toBeGreaterThanOrEqual(start - 1000)
  const ground = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)
  expect(ground).toBe('rgb(9, 9, 11)')
  await expectAccessible(page, 'QR landing page, dark')
  await page.getByRole('link', { name: 'Abrir el portal' }).click()
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()
  // From the sign-in page, the notice is one link away.
  await page.getByRole('link', { name: 'Aviso de privacidad' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad para alumnos' })).toBeVisible()
})

test('the second brand is served by the same build', async ({ page }) => {
  await page.goto(unitecUrl('/login'))
  await expect(page.getByRole('img', { name: 'Logotipo de UNITEC' })).toBeVisible()
  await expect(page).toHaveTitle(/UNITEC/)
  await page.goto(unitecUrl('/qr'))
  await expect(page.getByRole('img', { name: 'Logotipo de UNITEC' })).toBeVisible()
  await expect(page).toHaveTitle('UNITEC · Portal de alumnos')
})

test('once the portal was opened, the public pages open with no signal, still without the portal’s code', async ({ page, context, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)

  await context.setOffline(true)
  const scripts = scriptsOf(page)
  await page.goto('/qr?campus=Lomas Verdes')
  await expect(page.getByText('Escaneaste el código del campus Lomas Verdes.')).toBeVisible()
  await page.getByRole('link', { name: 'Aviso de privacidad' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad para alumnos' })).toBeVisible()
  expect(scripts.filter((name) => ['vendor', 'shell', 'boot'].includes(name))).toEqual([])
  await context.setOffline(false)
})
