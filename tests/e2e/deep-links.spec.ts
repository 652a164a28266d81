import type { Browser, Cookie, Page } from '@playwright/test'
import { ROUTE_BY_CODE } from '@/features/notifications/logic'
import { SHORTCUTS } from '../../server/brands'
import { SEEDED_TICKETS } from '../../server/seed/monitor'
import { expect, test } from './fixtures'
import { signIn } from './support'

/**
 * Every address a person may arrive at from outside the portal (the installed app's shortcuts and
 * the screens notifications lead to), with what that screen shows once it has a student. Each
 * path of the shortcuts and of the notification table must be here, so a new one is tried too.
 */
const ARRIVALS: Record<string, { href: string; shows: RegExp }> = {
  '/credential': { href: '/credential', shows: /Número de cuenta\s*010245871/ },
  '/agenda': { href: '/agenda', shows: /Exportar calendario/ },
  '/notifications': { href: '/notifications', shows: /No leída/ },
  '/digital-files': { href: '/digital-files?doc=10111', shows: /Expediente de admisión/ },
  '/student-information/parents': { href: '/student-information/parents', shows: /Patricia Ruiz Salgado/ },
  '/student-information/economic-responsible': { href: '/student-information/economic-responsible', shows: /Registrar responsable económico/ },
  '/perfil': { href: '/perfil', shows: /Foto de perfil/ },
  '/assistance/conversation': { href: `/assistance/conversation?ticket=${SEEDED_TICKETS.open}`, shows: /Tu mensaje/ },
  '/payments': { href: '/payments', shows: /Mis fichas de pago/ },
  '/subjects': { href: '/subjects', shows: /Inscritas/ },
  '/home': { href: '/home', shows: /Alumno seleccionado/ },
}

const NEEDS_STUDENT = /Elige un alumno/

/** The screen at `href` shows the default student's own data, never the "choose a student" card. */
async function landsOnDefaultStudent(page: Page, href: string, shows: RegExp, account: string) {
  await expect(page.getByRole('banner'), href).toContainText(`· ${account}`)
  await expect(page.getByRole('main'), href).toContainText(shows)
  await expect(page.getByRole('main'), href).not.toContainText(NEEDS_STUDENT)
}

/** A browser that has never opened the portal, only holding the provider's session of an earlier sign-in. */
async function freshBrowserWithSession(browser: Browser, cookies: Cookie[], baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'es-MX', timezoneId: 'America/Mexico_City' })
  await context.addCookies(cookies)
  return context
}

test('a deep link opened in a fresh browser lands, after signing in, on the student and career the home would pick', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(150_000)
  const paths = new Set<string>([...SHORTCUTS.map((s) => `/${s.route}`), ...Object.values(ROUTE_BY_CODE), '/subjects'])
  expect([...paths].filter((path) => !(path in ARRIVALS)), 'addresses without an expectation').toEqual([])

  // The first through the provider's form, as a person does; it returns to the address asked for.
  await signIn(page, 'alumno', { start: '/payments' })
  await expect(page).toHaveURL(/\/payments$/)
  await landsOnDefaultStudent(page, '/payments', ARRIVALS['/payments']!.shows, '010245871')

  // The rest each in a browser of its own with nothing of the portal saved (the provider's session stays).
  const cookies = await context.cookies()
  for (const path of paths) {
    const { href, shows } = ARRIVALS[path]!
    const fresh = await freshBrowserWithSession(browser, cookies, baseURL!)
    try {
      const arrival = await fresh.newPage()
      await arrival.goto(href)
      await landsOnDefaultStudent(arrival, href, shows, '010245871')
    } finally {
      await fresh.close()
    }
  }
})

test('a tutor arriving at a screen through its address sees their first linked student, and a choice made later is kept', async ({ page }) => {
  await signIn(page, 'tutor', { start: '/credential' })
  await landsOnDefaultStudent(page, '/credential', /Número de cuenta\s*010377120/, '010377120')

  // The person's own choice on the home is never put back to the default.
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Inicio' }).click()
  await page.getByLabel('Alumno', { exact: true }).selectOption('010377121')
  await expect(page.getByRole('banner')).toContainText('· 010377121')
  await page.reload()
  await expect(page.getByRole('banner')).toContainText('· 010377121')
  await page.goto('/payments')
  await expect(page.getByRole('banner')).toContainText('· 010377121')
  await expect(page.getByRole('main')).toContainText(/Mis fichas de pago/)

  // The words speak to the tutor about the student, and only the student changes their photo.
  await page.goto('/perfil')
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil del alumno' })).toBeVisible()
  // This student's only photo is still in review: the tutor reads about it as the student's.
  await expect(page.getByRole('img', { name: 'La foto en revisión' })).toBeVisible()
  await expect(page.getByText('En su credencial')).toBeVisible()
  await expect(page.getByText('Solo el alumno puede cambiar su foto.')).toBeVisible()
  await page.goto('/credential')
  await expect(page.getByRole('main')).toContainText(/Número de cuenta\s*010377121/)
  await expect(page.getByRole('link', { name: 'Cambiar la foto de la credencial' })).toHaveCount(0)
})

test('an administrative who has not chosen a student is offered to choose one, and nothing of a student’s', async ({ page }) => {
  await signIn(page, 'admin', { start: '/credential' })
  await expect(page.getByRole('heading', { level: 1, name: 'Credencial digital' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(NEEDS_STUDENT)
  await expect(page.getByRole('link', { name: 'Cambiar la foto de la credencial' })).toHaveCount(0)
  // The search has a drawing of its own, not the student record's.
  const menu = page.getByRole('navigation', { name: 'Menú principal' })
  const drawing = (name: string) => menu.getByRole('link', { name, exact: true }).locator('svg').getAttribute('data-icon')
  expect(await drawing('Buscar alumno')).not.toBe(await drawing('Información del alumno'))
  expect(await drawing('Credencial digital')).not.toBe('legal')
})

test('leaving the home at once after signing in still leaves the default student chosen for every screen', async ({ page }) => {
  await signIn(page, 'alumno')
  // Straight on, before the home has drawn its selector.
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Materias', exact: true }).click()
  await landsOnDefaultStudent(page, '/subjects', /Inscritas/, '010245871')
})

test('an address naming another of the person’s students and careers opens on it, even through the sign-in; one not theirs changes nothing', async ({ page }) => {
  // The second career of the first account (a push about it names both).
  await signIn(page, 'alumno', { start: '/home?student=010245871&career=LPED-18' })
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('banner')).toContainText('· 010245871')
  await expect(page.getByLabel('Carrera')).toHaveValue('LPED-18')

  // The second account, from an open portal.
  await page.goto('/digital-files?doc=10111&student=010245872')
  await expect(page).toHaveURL(/\/digital-files\?doc=10111$/)
  await expect(page.getByRole('banner')).toContainText('· 010245872')

  // Someone else's account: the address loses the name, the selection stays.
  await page.goto('/perfil?student=010377120')
  await expect(page).toHaveURL(/\/perfil$/)
  await expect(page.getByRole('main')).toContainText('Foto de perfil')
  await expect(page.getByRole('banner')).toContainText('· 010245872')
})
