import type { BrowserContext, Locator, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { newProfileDir, openProfile, studentProfile } from './profile'
import { studentHome } from './support'

/** The seeded classrooms are example addresses; this machine has no way out, so they answer here. */
async function classroomsAnswer(context: BrowserContext) {
  await context.route(/^https:\/\/aula-virtual\.example\.edu\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Aula</title><h1>Aula virtual</h1>' }),
  )
}

/**
 * Neuropsicología of the demo student's first career meets online every week of the cycle, and
 * the seeded cycle always has classes this week and the next: whatever the day, both weeks list it.
 */
const classroomLink = (page: Page | Locator) =>
  page.getByRole('link', { name: /^Entrar al aula virtual de Neuropsicología, .+ \(se abre en una ventana nueva\)$/ })

test('the student’s online classes of this week and the next, by day, each classroom in a new window', async ({ page, context, startSignedIn }) => {
  await classroomsAnswer(context)
  await startSignedIn('alumno')
  await studentHome(page)
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Clases en línea' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Clases en línea' })).toBeVisible()

  const thisWeek = page.getByRole('region', { name: /^Esta semana \(/ })
  const nextWeek = page.getByRole('region', { name: /^Próxima semana \(/ })
  await expect(classroomLink(page).first()).toBeVisible()
  await expect(classroomLink(nextWeek).first()).toBeVisible()
  await expect(thisWeek.getByRole('heading', { level: 3 }).first()).toBeVisible()
  // Only classes with an online classroom: the career's other subjects meet on campus.
  await expect(page.getByText('Psicopatología II')).toHaveCount(0)

  const link = classroomLink(nextWeek).first()
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(link).toHaveAttribute('href', /^https:\/\/aula-virtual\.example\.edu\/uvm\/psi-602\//)
  await expectAccessible(page, 'online classes')

  // From the keyboard: the link takes the focus and opens the classroom in a new window.
  await link.focus()
  await expect(link).toBeFocused()
  const opened = context.waitForEvent('page')
  await page.keyboard.press('Enter')
  const classroom = await opened
  await classroom.waitForURL(/^https:\/\/aula-virtual\.example\.edu\//)
  expect(await classroom.evaluate(() => window.opener)).toBeNull()
  await classroom.close()
})

test('with no signal, a restarted browser reads the online classes from the schedule the worker saved, with their age', async () => {
  test.setTimeout(120_000)
  const dir = newProfileDir()
  let { context, page } = await studentProfile(dir)
  await page.goto('/online-classes')
  await expect(classroomLink(page).first()).toBeVisible()
  await context.close()

  context = await openProfile(dir, { offline: true })
  page = context.pages()[0]!
  await page.goto('/online-classes')
  await expect(page.getByText(/^Sin conexión · actualizado hace/)).toBeVisible()
  await expect(classroomLink(page).first()).toBeVisible()
  await expectAccessible(page, 'online classes, offline copy')
  await context.close()
})
