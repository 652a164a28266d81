import { expect, expectAccessible, test } from './fixtures'
import { BASE_URL } from './profile'
import { doubleClickSends, studentHome } from './support'

/** alumno's first account: no fiscal data yet. */
const ACCOUNT = '010245871'

test.beforeEach(async () => {
  const response = await fetch(`${BASE_URL}/__test__/fiscal/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accountNumber: ACCOUNT }),
  })
  expect(response.ok).toBe(true)
})

test('fiscal data is checked field by field as the server checks it, kept through a reload, then saved and read back', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Datos fiscales' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Datos fiscales' })).toBeVisible()
  await expect(page.getByText('Aún no registras datos fiscales: tus recibos no se pueden facturar.')).toBeVisible()
  const form = page.getByRole('form', { name: 'Tus datos para facturar' })

  await form.getByLabel('Tipo de persona').selectOption({ label: 'Persona física' })
  // Written in capitals as typed; a date that does not exist is refused on leaving the field.
  const rfc = form.getByLabel('RFC')
  await rfc.fill('gode560231gr8')
  await expect(rfc).toHaveValue('GODE560231GR8')
  await rfc.blur()
  await expect(form.getByText('La fecha del RFC no existe')).toBeVisible()
  await rfc.fill('GODE561231GR8')
  await expect(form.getByText('La fecha del RFC no existe')).toHaveCount(0)
  await form.getByLabel('Nombre completo').fill('Valeria Hernández Ruiz')
  await form.getByLabel('Código postal del domicilio fiscal').fill('0310')
  await form.getByLabel('Código postal del domicilio fiscal').blur()
  await expect(form.getByText('Debe ser un código postal válido')).toBeVisible()
  await form.getByLabel('Código postal del domicilio fiscal').fill('03100')
  // A company's regime is not offered to a person.
  await expect(form.getByLabel('Régimen fiscal').locator('option[value="601"]')).toHaveCount(0)
  await form.getByLabel('Régimen fiscal').selectOption('605')
  await form.getByLabel('Uso del CFDI').selectOption('D10')
  await expectAccessible(page, 'fiscal form')

  // Nothing typed is lost to a reload.
  await page.reload()
  await expect(page.getByText('Recuperamos lo que habías escrito en este formulario.')).toBeVisible()
  await expect(form.getByLabel('RFC')).toHaveValue('GODE561231GR8')
  await expect(form.getByLabel('Uso del CFDI')).toHaveValue('D10')

  // A hurried double click saves them once.
  const saves = await doubleClickSends(page, form.getByRole('button', { name: 'Guardar datos fiscales' }), { method: 'PUT', path: '/student/fiscal' }, async () => {
    await expect(page.getByText('Tus datos fiscales se guardaron. Tus próximos recibos se podrán facturar con ellos.')).toBeVisible()
  })
  expect(saves).toBe(1)
  const saved = page.getByRole('region', { name: 'Tus datos fiscales' })
  await expect(saved.getByText('GODE561231GR8')).toBeVisible()
  await expect(saved.getByText(/^605 · /)).toBeVisible()
  await page.reload()
  await expect(saved.getByText('Valeria Hernández Ruiz')).toBeVisible()
  await expect(page.getByText('Recuperamos lo que habías escrito en este formulario.')).toHaveCount(0)
})
