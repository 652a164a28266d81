import type { BrowserContext, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { newProfileDir, openProfile } from './profile'
import { signedInUnderWorker } from './support'

const greeting = (page: Page) => page.getByRole('heading', { level: 1, name: 'Hola, Valeria' })
const choiceCard = (page: Page) => page.getByRole('heading', { level: 2, name: 'Alumno y carrera' })
const summary = (page: Page) => page.getByRole('region', { name: 'Alumno seleccionado' })
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' })
const careerSelect = (page: Page) => page.getByLabel('Carrera', { exact: true })

/** A student who opened their home once with signal (its unread count shown), then closed the browser. */
async function homeSaved() {
  const dir = newProfileDir()
  const context = await openProfile(dir)
  const page = await context.newPage()
  await signedInUnderWorker(page)
  await expect(summary(page).getByText('Notificaciones sin leer')).toBeVisible()
  await context.close()
  return dir
}

/** A phone's slower processor: the portal's start takes long enough to be seen. */
async function throttled(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** Remembers, in the page, whether the home's first screen showed while no Chakra component had rendered yet, and where its card was. */
const watchFirstView = () => {
  const state = window as unknown as { firstView?: { top: number; left: number; width: number } }
  const seen = () => {
    if (state.firstView) return
    const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Alumno y carrera' && !h.closest('[hidden]'))
    const summaryShown = [...document.querySelectorAll('section h2')].some((h) => h.textContent === 'Alumno seleccionado' && !h.closest('[hidden]'))
    // No menu, and no class of Chakra's on the page: its components have not rendered anywhere.
    if (heading && summaryShown && !document.querySelector('nav[aria-label="Menú principal"]') && !document.querySelector('[class*="chakra-"]')) {
      const { top, left, width } = heading.getBoundingClientRect()
      state.firstView = { top, left, width }
    }
  }
  new MutationObserver(seen).observe(document, { childList: true, subtree: true })
}

/** A throttled phone with the home saved, restarted with no signal on `path`, the first view watched. */
async function coldStartWatched(path: string) {
  const context = await openProfile(await homeSaved(), { offline: true })
  const page = context.pages()[0]!
  await throttled(context, page)
  await page.addInitScript(watchFirstView)
  await page.goto(path)
  return { context, page }
}

test('a cold start on the home draws the saved first screen before the portal, which takes over with no change and works', async () => {
  test.setTimeout(150_000)
  const { context, page } = await coldStartWatched('/home')
  await expect(choiceCard(page)).toBeVisible()
  await expect(mainMenu(page)).toBeVisible({ timeout: 45_000 })
  const drawn = await page.evaluate(() => (window as unknown as { firstView?: { top: number; left: number; width: number } }).firstView)
  expect(drawn, 'the first screen showed before any Chakra component rendered').toBeDefined()
  // One home, the portal's, where the first view drew it and with what it showed.
  await expect(greeting(page)).toHaveCount(1)
  await expect(choiceCard(page)).toHaveCount(1)
  const box = (await choiceCard(page).boundingBox())!
  expect({ top: box.y, left: box.x, width: box.width }).toEqual(drawn)
  await expect(summary(page)).toHaveCount(1)
  await expect(summary(page).getByText('Notificaciones sin leer')).toBeVisible()
  await expect(page.getByLabel('Alumno', { exact: true })).toHaveValue('010245871')
  await expectAccessible(page, 'home after the first view')
  // The portal's selector works, and so does its menu.
  await careerSelect(page).selectOption({ label: 'Licenciatura en Pedagogía · Campus Coyoacán' })
  await expect(summary(page).getByText('Sin inscripción vigente')).toBeVisible()
  await mainMenu(page).getByRole('link', { name: 'Credencial digital' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Credencial digital' })).toBeVisible()
  await context.close()
})

/** Remembers, in the page, whether a select was changed on the first view (inside the page's skeleton, not the portal). */
const watchChoice = () => {
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof Element && event.target.closest('.sk')) (window as unknown as { choseOnFirstView: boolean }).choseOnFirstView = true
    },
    true,
  )
}

test('a career chosen on the first view is made once the portal has taken over, with the focus still on its select', async () => {
  test.setTimeout(150_000)
  const dir = await homeSaved()
  const context = await openProfile(dir, { offline: true })
  const page = context.pages()[0]!
  // Slow enough that the person has time to choose before the portal is there.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 })
  await page.addInitScript(watchChoice)
  await page.goto('/home')
  await careerSelect(page).focus()
  await careerSelect(page).selectOption({ label: 'Licenciatura en Pedagogía · Campus Coyoacán' })
  // The summary follows the choice once it is kept.
  await expect(summary(page).getByText('Sin inscripción vigente')).toBeVisible()
  await expect(mainMenu(page)).toBeVisible({ timeout: 45_000 })
  expect(await page.evaluate(() => (window as unknown as { choseOnFirstView?: boolean }).choseOnFirstView), 'the career was chosen on the first view').toBe(true)
  await expect(careerSelect(page)).toHaveValue('LPED-18')
  await expect(careerSelect(page)).toBeFocused()
  await expect(summary(page)).toHaveCount(1)
  await expect(summary(page).getByText('Sin inscripción vigente')).toBeVisible()
  // Kept as the person's choice: the next start shows it too.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await page.reload()
  await expect(mainMenu(page)).toBeVisible()
  await expect(careerSelect(page)).toHaveValue('LPED-18')
  await context.close()
})

test('a cold start at the portal’s root draws the home’s first view too, and the portal takes over on the home', async () => {
  test.setTimeout(150_000)
  const { context, page } = await coldStartWatched('/')
  await expect(mainMenu(page)).toBeVisible({ timeout: 45_000 })
  expect(await page.evaluate(() => (window as unknown as { firstView?: unknown }).firstView), 'the first screen showed before any Chakra component rendered').toBeDefined()
  await expect(page).toHaveURL(/\/home$/)
  await expect(choiceCard(page)).toHaveCount(1)
  await expect(summary(page).getByText('Notificaciones sin leer')).toBeVisible()
  await context.close()
})
