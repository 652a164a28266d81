import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'

const search = (page: Page) => page.getByRole('search', { name: 'Buscar alumno' })
const results = (page: Page) => page.getByRole('table', { name: 'Alumnos encontrados' })
const summary = (page: Page) => page.getByRole('status').filter({ hasText: /alumnos? encontrados?/ })

async function openFindStudent(page: Page) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Buscar alumno' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar alumno' })).toBeVisible()
}

test('an administrative finds students by account number, pages through them, and goes back a page', async ({ page, startSignedIn }) => {
  await startSignedIn('admin')
  await openFindStudent(page)
  const text = search(page).getByLabel('Texto a buscar')
  // Letters are no account number.
  await text.fill('01a')
  await expect(search(page).getByText('El número de cuenta lleva solo dígitos.')).toBeVisible()
  // Three digits search on Buscar; more search as they are typed.
  await text.fill('010')
  await search(page).getByRole('button', { name: 'Buscar', exact: true }).click()
  await expect(summary(page)).toHaveText(/^\d+ alumnos encontrados · mostrando 1 a 10$/)
  await expect(results(page).getByRole('row')).toHaveCount(11)
  const firstPage = await results(page).getByRole('row').nth(1).textContent()
  await expectAccessible(page, 'find student, results')

  const pages = page.getByRole('navigation', { name: 'Páginas de resultados' })
  await pages.getByRole('button', { name: 'Página siguiente' }).click()
  await expect(summary(page)).toHaveText(/^\d+ alumnos encontrados · mostrando 11 a \d+$/)
  await expect(pages.getByText(/^Página 2 de \d+$/)).toBeVisible()
  await expect(page).toHaveURL(/page=2/)
  await expect(results(page).getByRole('row').nth(1)).not.toHaveText(firstPage!)
  await page.goBack()
  await expect(pages.getByText(/^Página 1 de \d+$/)).toBeVisible()

  await text.fill('01037712')
  await expect(summary(page)).toHaveText('3 alumnos encontrados · mostrando 1 a 3')
  await expect(pages).toHaveCount(0)
  await text.fill('99999999')
  await expect(page.getByText('No encontramos alumnos con “99999999”.')).toBeVisible()
})

test('an administrative finds a student by name, selects them and reads their statement without paying', async ({ page, startSignedIn }) => {
  await startSignedIn('admin')
  await openFindStudent(page)
  await search(page).getByLabel('Buscar por').selectOption({ label: 'Nombre' })
  await search(page).getByLabel('Texto a buscar').fill('Ramírez')
  await expect(summary(page)).toHaveText('3 alumnos encontrados · mostrando 1 a 3')
  const diego = results(page).getByRole('row', { name: /Diego Ramírez Torres/ })
  await expect(diego).toContainText('010377120')
  await diego.getByRole('button', { name: 'Seleccionar a Diego Ramírez Torres' }).click()
  const chosen = page.getByRole('region', { name: 'Alumno seleccionado' })
  await expect(chosen).toContainText('Diego Ramírez Torres · 010377120')
  await expect(diego.getByText('Seleccionado', { exact: true })).toBeVisible()
  await expect(chosen.getByLabel('Carrera')).toHaveValue('IIS-19')
  await expectAccessible(page, 'find student, selected')

  // Every student screen now shows them, as the role allows: their statement, nothing to pay.
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Pagos y estado de cuenta' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos y estado de cuenta' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Saldo' }).getByText(/\$\d{1,3}(,\d{3})*\.\d{2}/).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pagar' })).toHaveCount(0)

  // Home keeps the choice, with the way back to the search.
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Inicio' }).click()
  await expect(page.getByRole('region', { name: 'Alumno seleccionado' })).toContainText('010377120')
  await page.getByRole('main').getByRole('link', { name: 'Buscar otro alumno' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar alumno' })).toBeVisible()
})
