import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { selectFoundStudent, selectionSaved } from './support'

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

test.describe('every menu entry leads to a screen', () => {
  test.setTimeout(240_000)

  test('alumno, UVM', async ({ page, startSignedIn }) => {
    await startSignedIn('alumno')
    await selectionSaved(page)
    const names = await openEveryEntry(page, 'alumno (UVM)')
    expect(names).toEqual(expect.arrayContaining(['Información del alumno', 'Clases en línea', 'Recursos digitales', 'Servicios en línea', 'Internacional', 'Ventanilla en línea', 'Términos y condiciones']))
  })

  test('alumno, UNITEC', async ({ page, startSignedIn }) => {
    await startSignedIn('alumno', { brand: 'unitec' })
    await selectionSaved(page)
    const names = await openEveryEntry(page, 'alumno (UNITEC)')
    expect(names).toContain('Bibliotecas')
  })

  test('tutor', async ({ page, startSignedIn }) => {
    await startSignedIn('tutor')
    await selectionSaved(page)
    await openEveryEntry(page, 'tutor')
  })

  test('administrativo, with a student found', async ({ page, startSignedIn }) => {
    await startSignedIn('admin')
    await selectFoundStudent(page, '010245871', /Valeria Hernández Ruiz/)
    const names = await openEveryEntry(page, 'administrativo')
    expect(names).toEqual(expect.arrayContaining(['Buscar alumno', 'Información del alumno']))
  })
})
