import type { BrowserContext, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { newProfileDir, openProfile, studentProfile } from './profile'
import { studentHome } from './support'

/** The seeded sites are the brand's example addresses; this machine has no way out, so they answer here. */
async function sitesAnswer(context: BrowserContext) {
  await context.route(/^https:\/\/[a-z]+\.uvm\.example\.edu\.mx\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sitio</title><h1>Sitio de la universidad</h1>' }),
  )
}

async function openOnlineServices(page: Page) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Servicios en línea' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Servicios en línea' })).toBeVisible()
}

test('the career’s sites, by group, open in a new window; one that receives the student’s data says which and asks first', async ({ page, context, startSignedIn }) => {
  await sitesAnswer(context)
  await startSignedIn('alumno')
  await studentHome(page)
  await openOnlineServices(page)

  const library = page.getByRole('region', { name: 'Biblioteca virtual' })
  // PsycINFO is for the Psicología program, the career selected.
  await expect(library.getByRole('link', { name: 'PsycINFO (se abre en una ventana nueva)' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Bolsa de trabajo' })).toBeVisible()
  await expectAccessible(page, 'online services')

  // A site that receives nothing opens at once, in a new window.
  const opened = context.waitForEvent('page')
  await library.getByRole('link', { name: 'Repositorio de tesis (se abre en una ventana nueva)' }).click()
  const thesis = await opened
  await thesis.waitForURL('https://repositorio.uvm.example.edu.mx/')
  await thesis.close()

  // One that receives the institutional email says so under its name, and again before opening.
  const mail = page.getByRole('region', { name: 'Correo institucional' }).getByRole('link', { name: 'Outlook UVM (se abre en una ventana nueva)' })
  await expect(page.getByText('Se compartirá tu correo institucional.', { exact: true })).toBeVisible()
  await mail.click()
  const dialog = page.getByRole('alertdialog', { name: '¿Abrir Outlook UVM?' })
  await expect(dialog).toContainText('Se compartirá tu correo institucional.')
  await expectAccessible(page, 'online services, asking before sharing')
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toBeHidden()
  expect(context.pages()).toHaveLength(1)

  await mail.click()
  const next = context.waitForEvent('page')
  await dialog.getByRole('button', { name: 'Abrir sitio' }).click()
  const outlook = await next
  await outlook.waitForURL('https://correo.uvm.example.edu.mx/')
  // Opened without a handle back to the portal.
  expect(await outlook.evaluate(() => window.opener)).toBeNull()
  await outlook.close()
  await expect(dialog).toBeHidden()
})

test('with no signal, a restarted browser reads the sites the worker saved, with their age', async () => {
  test.setTimeout(120_000)
  const dir = newProfileDir()
  let { context, page } = await studentProfile(dir)
  await page.goto('/online-services')
  await expect(page.getByRole('link', { name: 'Outlook UVM (se abre en una ventana nueva)' })).toBeVisible()
  await context.close()

  context = await openProfile(dir, { offline: true })
  page = context.pages()[0]!
  await page.goto('/online-services')
  await expect(page.getByText(/^Sin conexión · actualizado hace/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Correo institucional' }).getByRole('link', { name: 'Outlook UVM (se abre en una ventana nueva)' })).toBeVisible()
  await expectAccessible(page, 'online services, offline copy')
  await context.close()
})

test('“Internacional” in the menu opens the career’s international programs, which ask before sharing the student’s data', async ({ page, context, startSignedIn }) => {
  await sitesAnswer(context)
  await startSignedIn('alumno')
  await studentHome(page)
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Internacional' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Internacional' })).toBeVisible()
  const programs = page.getByRole('region', { name: 'Internacional' })
  await expect(programs.getByRole('link', { name: 'Doble titulación (se abre en una ventana nueva)' })).toBeVisible()
  // Only the international programs: the other groups are under "Servicios en línea".
  await expect(page.getByRole('region', { name: 'Biblioteca virtual' })).toHaveCount(0)
  await expectAccessible(page, 'international')

  await programs.getByRole('link', { name: 'Movilidad internacional (se abre en una ventana nueva)' }).click()
  const dialog = page.getByRole('alertdialog', { name: '¿Abrir Movilidad internacional?' })
  await expect(dialog).toContainText('Se compartirá tu número de cuenta, tu nombre completo y tu programa.')
  const opened = context.waitForEvent('page')
  await dialog.getByRole('button', { name: 'Abrir sitio' }).click()
  const site = await opened
  await site.waitForURL('https://movilidad.uvm.example.edu.mx/')
})
