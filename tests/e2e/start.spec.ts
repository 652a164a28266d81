import type { BrowserContext, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { signedInUnderWorker, signIn } from './support'
import { forgetSavedAnswers, newProfileDir, openProfile } from './profile'

const NAME = 'Valeria Hernández Ruiz'
const qrCode = (page: Page) => page.getByRole('img', { name: 'Código QR de tu credencial' })
const homeHeading = (page: Page) => page.getByRole('heading', { name: 'Alumno y carrera' })

/** A mid-range phone: the page's processor slowed down this many times. */
const PHONE_SLOWDOWN = 5

async function slowDown(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_SLOWDOWN })
}

/** The main frame's visits to the sign-in provider (its hidden frames do not count). */
function providerVisits(page: Page) {
  const visits: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname.startsWith('/realms/')) visits.push(frame.url())
  })
  return visits
}

for (const screen of ['home', 'credential'] as const) {
  test(`a slow phone restarted with no signal right after opening the ${screen} shows it saved, never an error page`, async () => {
    test.setTimeout(120_000)
    const dir = newProfileDir()
    let context = await openProfile(dir)
    let page = await context.newPage()
    await signedInUnderWorker(page)
    if (screen === 'credential') {
      await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Credencial digital' }).click()
      await expect(qrCode(page)).toBeVisible()
    }
    // Closed at once, as a student pocketing the phone would.
    await context.close()

    context = await openProfile(dir, { offline: true })
    page = context.pages()[0]!
    await slowDown(context, page)
    await page.goto(screen === 'home' ? '/' : '/credential')
    if (screen === 'home') await expect(homeHeading(page)).toBeVisible({ timeout: 30_000 })
    else await expect(qrCode(page)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(NAME).first()).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^(Sin conexión|Reconectando…)$/ })).toBeVisible()
    await expect(page.getByText(/Error 500/)).toHaveCount(0)
    await expectAccessible(page, `offline start, ${screen}`)
    await context.close()
  })
}

test('with no signal and nothing saved for this person, the portal says one visit with signal is needed', async () => {
  const dir = newProfileDir()
  let context = await openProfile(dir)
  let page = await context.newPage()
  await signedInUnderWorker(page)
  // As if the browser had been closed before anything could be kept: the saved answers are gone.
  await forgetSavedAnswers(page)
  await context.close()

  context = await openProfile(dir, { offline: true })
  page = context.pages()[0]!
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Necesitas conexión una vez' })).toBeVisible()
  await expect(page.getByText('Abre el portal una vez con conexión', { exact: false })).toBeVisible()
  await expectAccessible(page, 'offline start with nothing saved')
  await expect(page.getByText(/Error 500/)).toHaveCount(0)
  await context.close()
})

test('when the browser says online but nothing answers, the portal says it is reconnecting and shows what it saved', async () => {
  const dir = newProfileDir()
  let context = await openProfile(dir)
  let page = await context.newPage()
  await signedInUnderWorker(page)
  await context.close()

  context = await openProfile(dir)
  page = context.pages()[0] ?? (await context.newPage())
  // The link is up, but neither the API nor the provider answers.
  await context.route(/\/(api|realms)\//, (route) => route.abort('connectionrefused'))
  await page.goto('/home')
  await expect(homeHeading(page)).toBeVisible()
  await expect(page.getByText(NAME).first()).toBeVisible()
  await expect(page.getByText('Reconectando…')).toBeVisible({ timeout: 20_000 })
  await expectAccessible(page, 'reconnecting')
  await context.close()
})

test('a start with signal and a live session stays in the portal: no trip to the provider, fresh data', async ({ page }) => {
  await signedInUnderWorker(page)
  const visits = providerVisits(page)
  await page.goto('/credential')
  await expect(qrCode(page)).toBeVisible()
  await page.reload()
  await expect(qrCode(page)).toBeVisible()
  // Once the session is confirmed in the background the screen is live: no offline age.
  await expect(page.getByText(/Sin conexión · actualizado/)).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Notificaciones' }).click()
  await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible()
  expect(visits).toEqual([])
})

test('a session ended at the provider sends the person to sign in and shows nothing of the saved copy', async ({ page, context }) => {
  await signedInUnderWorker(page)
  // The provider forgets the session (its cookies are gone); the portal still has its saved copy.
  await context.clearCookies()
  await page.goto('/home')
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()
  await expect(page.getByText(NAME)).toHaveCount(0)
  await expect(page).toHaveURL(/\/login/)
})

test('signing out with no signal is finished at the provider once the signal is back, before anyone is resumed', async () => {
  const dir = newProfileDir()
  const context = await openProfile(dir)
  const page = await context.newPage()
  await signedInUnderWorker(page)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
  await page.getByRole('alertdialog', { name: '¿Cerrar sesión?' }).getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page.getByText('Sin conexión. Necesitas conexión para iniciar sesión la primera vez en este dispositivo.')).toBeVisible()

  await context.setOffline(false)
  // The next person presses the button still on screen: not signed straight back in as the first,
  // the provider's session is ended first and the sign-in page comes back.
  await page.getByRole('button', { name: 'Iniciar sesión con Microsoft' }).click()
  await expect(page.getByText('Sin conexión. Necesitas conexión para iniciar sesión la primera vez en este dispositivo.')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()
  await expect(page.getByText(NAME)).toHaveCount(0)
  await page.getByRole('button', { name: 'Iniciar sesión con Microsoft' }).click()
  // The provider asks who it is: its session is over.
  await expect(page.getByLabel('Usuario')).toBeVisible()
  await context.close()
})

test('signing in afresh still takes one trip to the provider and back to where the person was going', async ({ page }) => {
  await signIn(page, 'alumno', { start: '/credential' })
  await expect(page.getByRole('heading', { name: 'Credencial digital', level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/credential$/)
})
