import { expect, expectAccessible, test } from './fixtures'
import { studentHome } from './support'

test('choosing a student and a career is kept after a reload', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
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

test('admin’s home leads to "Buscar alumno" and then shows the student chosen there', async ({ page, startSignedIn }) => {
  await startSignedIn('admin')
  await expect(page.getByText('Aún no eliges a un alumno.')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Buscar alumno' }).click()
  await expect(page).toHaveURL(/\/find-student$/)
  await page.getByLabel('Texto a buscar').fill('0100')
  await page.getByRole('button', { name: 'Buscar', exact: true }).click()
  const first = page.getByRole('button', { name: /^Seleccionar a / }).first()
  await first.click()
  await expect(page.getByRole('region', { name: 'Alumno seleccionado' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Inicio' }).click()
  await expect(page.getByRole('region', { name: 'Alumno seleccionado' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Buscar otro alumno' })).toBeVisible()
})

test('the first Tab reaches a skip link painted above the header, and it leads to the content', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
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

test.describe('a menu entry this version has no screen for', () => {
  // The menu answer gains an entry on its way to the page, so the worker must not answer it instead.
  test.use({ serviceWorkers: 'block' })

  test('is not offered, and its address is the page-not-found page', async ({ page, startSignedIn }) => {
    await page.route(/\/api\/user\/menu\/email(\?|$)/, async (route) => {
      const response = await route.fetch()
      const menu = (await response.json()) as Array<Record<string, unknown>>
      await route.fulfill({ response, json: [...menu, { id: 9_998, name: 'Noticias', icon: 'news', route: '/noticias-del-campus', order: 5, serviceId: 1 }] })
    })
    await startSignedIn('alumno')
    await studentHome(page)
    const nav = page.getByRole('navigation', { name: 'Menú principal' })
    await expect(nav.getByRole('link', { name: 'Agenda', exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Noticias' })).toHaveCount(0)
    await page.goto('/noticias-del-campus')
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()
    // The confirmed session asks for the menu again; an answer still being changed when the browser closes is of no use.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })
})

test('the home offers the school services of the student’s menu, each one tap from its screen', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  const services = page.getByRole('region', { name: 'Servicios escolares' })
  await expect(services.getByRole('link')).toHaveText([/^Trámites/, /^Reinscripción/, /^Ventanilla en línea/, /^Tira de materias/, /^Credencial digital/, /^Expediente digital/, /^Centro de ayuda/])
  await services.getByRole('link', { name: /^Trámites/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Trámites' })).toBeVisible()
})

test('the university’s news turn on the home as a carousel a person can stop and step through', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  const news = page.getByRole('region', { name: 'Noticias' })
  const first = news.getByRole('link', { name: 'Semana de la Salud Mental (se abre en una ventana nueva)' })
  await expect(first).toBeVisible()
  await expect(first).toHaveAttribute('target', '_blank')
  // A person stops it and steps through by hand; the slide shown says where it stands.
  await news.getByRole('button', { name: 'Pausar la presentación' }).click()
  await expect(news.getByRole('button', { name: 'Reproducir la presentación' })).toBeVisible()
  await news.getByRole('button', { name: 'Diapositiva siguiente' }).click()
  await expect(news.getByRole('group', { name: '2 de 3' })).toBeVisible()
  await expect(news.getByRole('heading', { name: 'Becas de excelencia 2027' })).toBeVisible()
  await expect(first).toBeHidden()
  await expectAccessible(page, 'home with its news')
})
