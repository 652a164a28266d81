import { BASE_PATH, PORTS } from '../../playwright.config'
import { expect, test } from './fixtures'
import { DEMO_PASSWORD } from './support'

const origin = `http://localhost:${PORTS.basePath}`
const at = (path = '') => `${origin}${BASE_PATH}${path}`

test('a build for a base path signs in, works and starts with no signal under that path only', async ({ page, context }) => {
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    // Only the API and the sign-in provider live at the origin's root.
    if (url.origin === origin && !url.pathname.startsWith(BASE_PATH) && !/^\/(api|realms)\//.test(url.pathname)) outside.push(url.pathname)
  })

  await page.goto(at())
  await page.getByRole('button', { name: 'Iniciar sesión con Microsoft' }).click()
  await page.getByLabel('Usuario').fill('alumno')
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect(page).toHaveURL(at('home'))
  await expect(page.getByRole('img', { name: 'Logotipo de UVM' })).toHaveJSProperty('complete', true)
  expect(await page.getByRole('img', { name: 'Logotipo de UVM' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)

  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(at())
  const manifest = await (await page.request.get(at('manifest.webmanifest'))).json()
  expect(manifest).toMatchObject({ start_url: `${BASE_PATH}home`, scope: BASE_PATH })

  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Credencial digital' }).click()
  await expect(page).toHaveURL(at('credential'))
  await expect(page.getByRole('img', { name: 'Código QR de tu credencial' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('img', { name: 'Código QR de tu credencial' })).toBeVisible()
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('img', { name: 'Código QR de tu credencial' })).toBeVisible()
  await expect(page.getByText(/^Sin conexión · actualizado hace/)).toBeVisible()
  await context.setOffline(false)

  expect(outside).toEqual([])
  // Outside its path the origin sends people to the portal.
  const root = await page.request.get(`${origin}/home`, { maxRedirects: 0 })
  expect(root.status()).toBe(302)
  expect(root.headers().location).toBe(BASE_PATH)
})
