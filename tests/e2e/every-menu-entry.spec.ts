import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { selectFoundStudent, selectionSaved, signIn, unitecUrl, type DemoUser } from './support'

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' })

/**
 * Issue: every entry of every role's menu leads to a real screen. Each entry is opened the way a
 * person does (its link in the menu), and must show its own heading, never the page-not-found page,
 * and pass the accessibility audit.
 */
async function openEveryEntry(page: Page, who: string) {
  const links = menu(page).getByRole('link')
  await expect(links.first()).toBeVisible()
  const names = (await links.allInnerTexts()).map((text) => text.trim()).filter((text) => text !== '')
  expect(names.length, `${who}'s menu`).toBeGreaterThan(8)
  for (const name of names) {
    await menu(page).getByRole('link', { name, exact: true }).click()
    const heading = page.getByRole('main').getByRole('heading', { level: 1 })
    await expect(heading, `${who} → ${name}`).toBeVisible()
    await expect(heading, `${who} → ${name}`).not.toHaveText('Página no encontrada')
    await expectAccessible(page, `${who} → ${name}`)
  }
  return names
}

async function signedIn(page: Page, user: DemoUser, start?: string) {
  await signIn(page, user, start ? { start } : undefined)
  await selectionSaved(page)
}

test.describe('every menu entry leads to a screen', () => {
  test.setTimeout(240_000)

  test('alumno, UVM', async ({ page }) => {
    await signedIn(page, 'alumno')
    const names = await openEveryEntry(page, 'alumno (UVM)')
    expect(names).toEqual(expect.arrayContaining(['Información del alumno', 'Clases en línea', 'Recursos digitales', 'Servicios en línea', 'Internacional', 'Ventanilla en línea', 'Términos y condiciones']))
  })

  test('alumno, UNITEC', async ({ page }) => {
    await signedIn(page, 'alumno', unitecUrl('/'))
    const names = await openEveryEntry(page, 'alumno (UNITEC)')
    expect(names).toContain('Bibliotecas')
  })

  test('tutor', async ({ page }) => {
    await signedIn(page, 'tutor')
    await openEveryEntry(page, 'tutor')
  })

  test('administrativo, with a student found', async ({ page }) => {
    await signIn(page, 'admin')
    await selectFoundStudent(page, '010245871', /Valeria Hernández Ruiz/)
    const names = await openEveryEntry(page, 'administrativo')
    expect(names).toEqual(expect.arrayContaining(['Buscar alumno', 'Información del alumno']))
  })
})
