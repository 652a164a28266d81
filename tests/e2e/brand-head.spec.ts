import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { unitecUrl, workerInCharge } from './support'

/** UNITEC's head, as its HTML must name it from the first byte (an iPhone reads its icon from there). */
const UNITEC_HEAD = [
  '<html lang="es" data-portal="unitec">',
  '<meta name="theme-color" content="#0a3d7a" />',
  '<link rel="icon" href="/icons/unitec/favicon.svg" type="image/svg+xml" />',
  '<link rel="apple-touch-icon" href="/icons/unitec/apple-touch-icon.png" />',
  '<title>UNITEC · Portal de alumnos</title>',
]

async function expectUnitecHead(page: Page, raw: string) {
  for (const tag of UNITEC_HEAD) expect(raw).toContain(tag)
  expect(raw).not.toContain('icons/uvm/')
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/unitec/apple-touch-icon.png')
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icons/unitec/favicon.svg')
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0a3d7a')
  await expect(page).toHaveTitle('UNITEC · Portal de alumnos')
}

test('UNITEC’s pages name its own icons, colour and title with no script run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of ['/', '/payments', '/aviso-de-privacidad']) {
    const response = await page.goto(unitecUrl(path))
    await expectUnitecHead(page, (await response?.text()) ?? '')
  }
  for (const icon of ['/icons/unitec/apple-touch-icon.png', '/icons/unitec/favicon.svg']) {
    expect((await page.request.get(unitecUrl(icon))).ok(), icon).toBe(true)
  }
  await context.close()
})

test('UNITEC’s installed portal is still UNITEC’s with no signal, from the worker’s copy', async ({ page, context }) => {
  await page.goto(unitecUrl('/'))
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()
  await workerInCharge(page)
  await context.setOffline(true)
  for (const path of ['/payments', '/aviso-de-privacidad']) {
    const response = await page.goto(unitecUrl(path))
    expect(response?.fromServiceWorker(), path).toBe(true)
    await expectUnitecHead(page, (await response?.text()) ?? '')
    // Signed out, the portal goes on to its sign-in page: the next address waits for it.
    if (path === '/payments') await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()
  }
  await context.setOffline(false)
})

test('the build carries each brand’s web manifest, the same the reference server writes, for a static host', async ({ request }) => {
  for (const [portal, url, shortName] of [
    ['uvm', (path: string) => path, 'UVM Alumnos'],
    ['unitec', unitecUrl, 'UNITEC Alumnos'],
  ] as const) {
    const built = await request.get(`/brands/${portal}/manifest.webmanifest`)
    expect(built.ok(), portal).toBe(true)
    expect(built.headers()['content-type']).toContain('application/manifest+json')
    const manifest = (await built.json()) as { short_name: string }
    expect(manifest.short_name).toBe(shortName)
    expect(manifest).toEqual(await (await request.get(url('/manifest.webmanifest'))).json())
  }
})
