import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { signInAsStudent, studentHome } from './support'

/** Relative luminance (0 black – 1 white) of an element's computed background colour. */
async function backgroundLuminance(target: Locator) {
  const color = await target.evaluate((element) => getComputedStyle(element).backgroundColor)
  const [r, g, b] = color.match(/[\d.]+/g)!.slice(0, 3).map((channel) => {
    const c = Number(channel) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

const pageBackground = (page: Page) => backgroundLuminance(page.locator('body'))
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' })

test('dark colours chosen in Configuración reach every screen, stay readable, and outlive a reload and a sign-out', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  // A real sign-in: this test signs out, which would end the session the tests started signed in share.
  await signInAsStudent(page)
  expect(await pageBackground(page)).toBeGreaterThan(0.8)

  await menu(page).getByRole('link', { name: 'Configuración' }).click()
  const theme = page.getByRole('group', { name: 'Tema' })
  await expect(theme.getByRole('radio', { name: 'Como el dispositivo' })).toBeChecked()
  await theme.getByRole('radio', { name: 'Oscuro' }).check()
  await expect.poll(() => pageBackground(page)).toBeLessThan(0.05)
  await expectAccessible(page, 'settings, dark')

  await menu(page).getByRole('link', { name: 'Inicio' }).click()
  await expect(page.getByRole('region', { name: 'Alumno seleccionado' })).toBeVisible()
  await expectAccessible(page, 'home, dark')

  await menu(page).getByRole('link', { name: 'Credencial digital' }).click()
  const codes = page.getByRole('img', { name: 'Código QR de tu credencial' })
  await expect(codes).toBeVisible()
  // A scanner needs dark bars on light paper: the codes keep their white ground.
  expect(await backgroundLuminance(codes.locator('xpath=..'))).toBeGreaterThan(0.95)
  await expectAccessible(page, 'credential, dark')

  await menu(page).getByRole('link', { name: 'Agenda' }).click()
  await expect(page.getByRole('tab', { name: 'Semana' })).toHaveAttribute('aria-selected', 'true')
  await expectAccessible(page, 'agenda, dark')

  await page.reload()
  await expect(page.getByRole('tab', { name: 'Semana' })).toBeVisible()
  expect(await pageBackground(page)).toBeLessThan(0.05)

  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
  await page.getByRole('alertdialog', { name: '¿Cerrar sesión?' }).getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()
  // The choice is the device's, not the person's: it stays for the sign-in page.
  expect(await pageBackground(page)).toBeLessThan(0.05)
})

test('with no choice the portal follows the device live, and motion rests when the device asks for less', async ({ page, startSignedIn }) => {
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' })
  await startSignedIn('alumno')
  await studentHome(page)
  expect(await pageBackground(page)).toBeLessThan(0.05)
  await expectAccessible(page, 'home, device in dark mode')

  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await expect.poll(() => pageBackground(page)).toBeGreaterThan(0.8)

  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: '¿Cerrar sesión?' })
  await expect(dialog).toBeVisible()
  const seconds = await dialog.evaluate((element) => parseFloat(getComputedStyle(element).animationDuration))
  expect(seconds).toBeLessThan(0.001)
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toBeHidden()

  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' })
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
  await expect(dialog).toBeVisible()
  // Without the request the same dialog does animate: the check above measures something real.
  expect(await dialog.evaluate((element) => parseFloat(getComputedStyle(element).animationDuration))).toBeGreaterThan(0.05)
})

/** Each brand's selected-tab colours (src/app/theme/brands.ts): its 600 line, and its text in light (700) and dark (200). */
const BRAND_COLOURS = [
  { brand: 'uvm', line: 'rgb(179, 16, 44)', light: 'rgb(143, 12, 35)', dark: 'rgb(242, 161, 175)' },
  { brand: 'unitec', line: 'rgb(19, 77, 151)', light: 'rgb(10, 61, 122)', dark: 'rgb(157, 191, 232)' },
] as const

for (const { brand, line, light, dark } of BRAND_COLOURS) {
  test(`the ${brand} portal paints with its own colours, light and dark`, async ({ page, startSignedIn }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await startSignedIn('alumno', { brand, start: '/subjects' })
    const selected = page.getByRole('tab', { name: 'Inscritas' })
    await expect(selected).toHaveAttribute('aria-selected', 'true')
    await expect(selected).toHaveCSS('border-bottom-color', line)
    await expect(selected).toHaveCSS('color', light)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(selected).toHaveCSS('color', dark)
    await expect(selected).toHaveCSS('border-bottom-color', line)
  })
}
