import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { newProfileDir, openProfile } from './profile'
import { signedInUnderWorker } from './support'

const NAME = 'Valeria Hernández Ruiz'
const card = (page: Page) => page.getByRole('region', { name: `Credencial de ${NAME}` })
const qrCode = (page: Page) => page.getByRole('img', { name: 'Código QR de tu credencial' })
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' })

/** A student who opened their credential once with signal, then closed the browser. */
async function credentialSaved() {
  const dir = newProfileDir()
  const context = await openProfile(dir)
  const page = await context.newPage()
  await signedInUnderWorker(page)
  await mainMenu(page).getByRole('link', { name: 'Credencial digital' }).click()
  await expect(qrCode(page)).toBeVisible()
  await context.close()
  return dir
}

test('a cold start on the credential draws the saved card and its QR before the portal, which then takes over with the same card', async () => {
  test.setTimeout(120_000)
  const dir = await credentialSaved()
  const context = await openProfile(dir, { offline: true })
  const page = context.pages()[0]!
  // Whether the page ever showed the card with its QR while the portal's menu was not there yet.
  await page.addInitScript(() => {
    const seen = () => {
      const qr = document.querySelector('svg[role="img"][aria-label="Código QR de tu credencial"] path')
      if (qr && !qr.closest('[hidden]') && !document.querySelector('nav[aria-label="Menú principal"]:not([hidden] *)')) {
        ;(window as unknown as { firstViewSeen: boolean }).firstViewSeen = true
      }
    }
    new MutationObserver(seen).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/credential')
  await expect(qrCode(page)).toBeVisible()
  await expect(mainMenu(page)).toBeVisible({ timeout: 30_000 })
  expect(await page.evaluate(() => (window as unknown as { firstViewSeen?: boolean }).firstViewSeen)).toBe(true)
  // One card, the portal's, with the copy's age, as the first view showed it.
  await expect(card(page)).toHaveCount(1)
  await expect(qrCode(page)).toHaveCount(1)
  await expect(page.getByRole('status').filter({ hasText: /^Sin conexión · actualizado/ })).toHaveCount(1)
  await expect(page.getByRole('img', { name: /^Código de barras de la cuenta/ })).toBeVisible()
  await expectAccessible(page, 'credential after the first view')
  await context.close()
})

test('"Pantalla completa" pressed on the first view opens the codes once the portal has taken over', async () => {
  test.setTimeout(120_000)
  const dir = await credentialSaved()
  const context = await openProfile(dir)
  const page = context.pages()[0] ?? (await context.newPage())
  // The portal waits for its configuration (the worker gives up on the network after a few
  // seconds and reads its copy); the first view does not need it.
  await context.route('**/config.json', () => undefined)
  await page.goto('/credential')
  await expect(qrCode(page)).toBeVisible()
  await expect(mainMenu(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Pantalla completa' }).click()
  const enlarged = page.getByRole('dialog', { name: `Credencial de ${NAME}` })
  await expect(enlarged).toBeVisible({ timeout: 30_000 })
  await expect(enlarged.getByRole('img', { name: 'Código QR de tu credencial' })).toBeVisible()
  // The focus is in the dialog, on its close button.
  await expect(enlarged.getByRole('button', { name: 'Cerrar' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(enlarged).toBeHidden()
  await expect(mainMenu(page)).toBeVisible()
  await context.close()
})
