import { expect, test } from './fixtures'
import { signIn, signInAsStudent } from './support'

test('choosing a student and a career is kept after a reload', async ({ page }) => {
  await signInAsStudent(page)
  const career = page.getByLabel('Carrera')
  await expect(career.locator('option')).toHaveCount(2)
  const second = await career.locator('option').nth(1).textContent()
  await career.selectOption({ index: 1 })
  const summary = page.getByRole('region', { name: 'Alumno seleccionado' })
  await expect(summary).toContainText(second!.split(' · ')[0]!)

  await page.reload()
  await expect(page.getByLabel('Carrera')).toHaveValue(await career.inputValue())
  await expect(page.getByRole('region', { name: 'Alumno seleccionado' })).toContainText(second!.split(' · ')[0]!)

  const student = page.getByLabel('Alumno', { exact: true })
  const account = (await student.locator('option').nth(1).getAttribute('value'))!
  await student.selectOption(account)
  await expect(page.getByRole('region', { name: 'Alumno seleccionado' })).toContainText(account)
})

test('admin finds a student by account number and selects them', async ({ page }) => {
  await signIn(page, 'admin')
  await page.getByLabel('Texto a buscar').fill('0100')
  await page.getByRole('button', { name: 'Buscar', exact: true }).click()
  const first = page.getByRole('button', { name: /^Seleccionar a / }).first()
  await first.click()
  await expect(page.getByRole('region', { name: 'Alumno seleccionado' })).toBeVisible()
})

test('the first Tab reaches a skip link painted above the header, and it leads to the content', async ({ page }) => {
  await signInAsStudent(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Saltar al contenido' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  // Nothing covers it: the element at its centre is the link itself.
  const onTop = await skip.evaluate((link) => {
    const box = link.getBoundingClientRect()
    return link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
  })
  expect(onTop).toBe(true)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('a menu section not built yet has its own heading and says so', async ({ page }) => {
  await signInAsStudent(page)
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Servicios en línea' }).click()
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Servicios en línea' })).toBeVisible()
  await expect(page.getByText('Esta sección todavía no está disponible en esta versión del portal.')).toBeVisible()
})
