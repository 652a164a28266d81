import type { Page } from '@playwright/test'
import { expect, expectAccessible, test, type StartSignedIn } from './fixtures'
import { BASE_URL, userDbRows } from './profile'
import { doubleClickSends, studentHome } from './support'

const ACCOUNT = '010245871'

/** The codes the server sent for the account, newest first (what the phone would receive). */
async function codesSent(): Promise<Array<{ destination: string; code: string }>> {
  const response = await fetch(`${BASE_URL}/__test__/otp?accountNumber=${ACCOUNT}`)
  return (await response.json()) as Array<{ destination: string; code: string }>
}

test.beforeEach(async () => {
  const response = await fetch(`${BASE_URL}/__test__/contact/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accountNumber: ACCOUNT }),
  })
  expect(response.ok).toBe(true)
})

const phones = (page: Page) => page.getByRole('region', { name: 'Teléfonos' })

test('a new phone is confirmed with the code sent to it, after a wrong code is refused, and a removal keeps one of each kind', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await page.goto('/perfil')
  await page.getByRole('link', { name: 'Mis datos de contacto' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de contacto' })).toBeVisible()
  // The seed gives the account a mobile and a landline.
  const before = 2
  await expect(phones(page).getByRole('listitem')).toHaveCount(before)
  await expectAccessible(page, 'contact data')

  await phones(page).getByRole('button', { name: 'Agregar teléfono' }).click()
  const dialog = page.getByRole('dialog', { name: 'Agregar teléfono' })
  await dialog.getByLabel('Número').fill('55 1234')
  await dialog.getByRole('button', { name: 'Enviar código' }).click()
  // The same pattern as the server's: nothing is sent for a number that is not one.
  await expect(dialog.getByText('Debe contener 10 dígitos')).toBeVisible()
  await dialog.getByLabel('Número').fill('5598765432')
  // The code is asked with the spec's GET, its destination in the query; a hurried double click sends one code.
  const asked = page.waitForRequest((request) => request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/notification/otp'))
  await dialog.getByRole('button', { name: 'Enviar código' }).dblclick()
  expect(new URL((await asked).url()).searchParams.get('destination')).toBe('5598765432')
  await expect(dialog.getByText(/^Te enviamos un código de 6 dígitos a 5598765432\. Vence a las /)).toBeVisible()
  await expect(dialog.getByText(/^Espera \d+ s/)).toHaveCount(0)
  expect(await codesSent()).toHaveLength(1)
  await expect(dialog.getByRole('button', { name: /^Reenviar código en \d+ s$/ })).toBeDisabled()
  await expectAccessible(page, 'one-time code')

  await dialog.getByLabel('Código de confirmación').fill('000000')
  await dialog.getByRole('button', { name: 'Confirmar y guardar' }).click()
  await expect(dialog.getByText('El código es incorrecto. Inténtalo de nuevo.')).toBeVisible()

  const [sent] = await codesSent()
  expect(sent?.destination).toBe('5598765432')
  await dialog.getByLabel('Código de confirmación').fill(sent!.code)
  const added = phones(page).getByRole('listitem').filter({ hasText: '5598765432' })
  // A hurried double click saves the phone once.
  const saves = await doubleClickSends(page, dialog.getByRole('button', { name: 'Confirmar y guardar' }), { method: 'POST', path: '/student/contactstudent' }, async () => {
    await expect(dialog).toBeHidden()
    await expect(added.getByText('Confirmado', { exact: true })).toBeVisible()
  })
  expect(saves).toBe(1)
  await expect(phones(page).getByRole('listitem')).toHaveCount(before + 1)

  // Removing the new one is allowed; the last phone never offers to be removed.
  await added.getByRole('button', { name: /^Quitar / }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Quitar' }).click()
  await expect(phones(page).getByRole('listitem')).toHaveCount(before)
  const emails = page.getByRole('region', { name: 'Correos electrónicos' })
  await expect(emails.getByRole('listitem').filter({ hasText: '@my.uvm.edu.mx' }).getByRole('button', { name: /^Quitar / })).toHaveCount(0)
})

const addresses = (page: Page) => page.getByRole('region', { name: 'Domicilios' })
const addressDialog = (page: Page) => page.getByRole('dialog', { name: 'Agregar domicilio' })

/** A calendar day in Mexico City, `days` days before `at`: the day the server counts a proof's age from. */
const mexicoDay = (at: Date, days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at.getTime() - days * 86_400_000)

/** A small real PDF, as a person would pick from their phone. */
function pdfFile(name: string) {
  const text = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text) }
}

async function openContact(page: Page, startSignedIn: StartSignedIn) {
  await startSignedIn('alumno')
  await studentHome(page)
  await page.goto('/student-information/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de contacto' })).toBeVisible()
  // The seed gives the account one address.
  await expect(addresses(page).getByRole('listitem')).toHaveCount(1)
}

async function typeAddress(page: Page) {
  const dialog = addressDialog(page)
  await dialog.getByLabel('Tipo').selectOption({ label: 'Domicilio familiar' })
  await dialog.getByLabel('Calle').fill('Calle Corrales')
  await dialog.getByLabel('Número exterior').fill('12')
  await dialog.getByLabel('Número interior').fill('B')
  await dialog.getByLabel('Código postal').fill('09630')
  // A known zip code fills its state and municipality.
  await expect(dialog.getByLabel('Estado')).toHaveValue('Ciudad de México')
  await expect(dialog.getByLabel('Municipio o alcaldía')).toHaveValue('Iztapalapa')
}

test('a new address is sent with its proof, the colony taken from the zip code’s list by keyboard; it waits for review, then is listed', async ({ page, startSignedIn }) => {
  // The server counts the proof's age from its own today, so the page keeps the real clock; 10 days back is far from both limits.
  const now = new Date()
  await openContact(page, startSignedIn)
  await addresses(page).getByRole('button', { name: 'Agregar domicilio' }).click()
  const dialog = addressDialog(page)
  await typeAddress(page)

  // The zip code's 15 colonies, filtered as typed (whatever the case), past 3 characters.
  const colony = dialog.getByRole('combobox', { name: 'Colonia' })
  const list = dialog.getByRole('listbox', { name: 'Colonia' })
  await colony.pressSequentially('SEC')
  await expect(colony).toHaveAttribute('aria-expanded', 'false')
  await colony.pressSequentially('ción l')
  await expect(list.getByRole('option')).toHaveText(['San Miguel Teotongo Sección La Cruz', 'San Miguel Teotongo Sección Loma Alta'])
  // Escape closes the list, not the dialog; the arrows open it again.
  await colony.press('Escape')
  await expect(list).toBeHidden()
  await expect(dialog).toBeVisible()
  await colony.press('ArrowDown')
  await colony.press('ArrowDown')
  await colony.press('Enter')
  await expect(colony).toHaveValue('San Miguel Teotongo Sección Loma Alta')
  await expect(list).toBeHidden()
  await expect(dialog).toBeVisible()

  await dialog.getByLabel('Comprobante de domicilio').setInputFiles(pdfFile('recibo agua.pdf'))
  await expect(dialog.getByText('recibo agua.pdf')).toBeVisible()
  await dialog.getByLabel('Fecha del comprobante').fill(mexicoDay(now, 10))
  await expectAccessible(page, 'address form')
  const sends = await doubleClickSends(page, dialog.getByRole('button', { name: 'Enviar a revisión' }), { method: 'POST', path: '/student/contactstudent/address' }, async () => {
    await expect(dialog).toBeHidden()
  })
  expect(sends).toBe(1)

  const line = 'Calle Corrales 12 int. B, San Miguel Teotongo Sección Loma Alta, Iztapalapa, Ciudad de México'
  const pending = addresses(page).getByRole('listitem').filter({ hasText: line })
  await expect(pending.getByText('Pendiente de revisión')).toBeVisible()
  await expect(pending.getByText('La revisión tarda de 3 a 5 días.')).toBeVisible()
  // One request at a time: no other address can be asked for meanwhile.
  await expect(addresses(page).getByRole('button', { name: 'Agregar domicilio' })).toHaveCount(0)
  await expectAccessible(page, 'address pending review')

  const decided = await fetch(`${BASE_URL}/__test__/contact/decide`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accountNumber: ACCOUNT, verdict: 'approve' }),
  })
  expect(decided.ok).toBe(true)
  await page.reload()
  const added = addresses(page).getByRole('listitem').filter({ hasText: `${line}, 09630` })
  await expect(added.getByText('Domicilio familiar')).toBeVisible()
  await expect(added.getByText('Pendiente de revisión')).toHaveCount(0)
  await expect(addresses(page).getByRole('listitem')).toHaveCount(2)
  await expect(addresses(page).getByRole('button', { name: 'Agregar domicilio' })).toBeVisible()
})

test('a proof more than 3 months old is refused with the first day taken, and every typed field stays', async ({ page, startSignedIn }) => {
  // The refusal is the page's own (nothing is sent): its today is held at the test's, from which the date below is counted.
  const now = new Date()
  await page.clock.setFixedTime(now)
  await openContact(page, startSignedIn)
  await addresses(page).getByRole('button', { name: 'Agregar domicilio' }).click()
  const dialog = addressDialog(page)
  await typeAddress(page)
  const colony = dialog.getByRole('combobox', { name: 'Colonia' })
  await colony.pressSequentially('palmitas')
  await dialog.getByRole('option', { name: 'San Miguel Teotongo Sección Palmitas' }).click()
  await dialog.getByLabel('Comprobante de domicilio').setInputFiles(pdfFile('recibo luz.pdf'))
  await dialog.getByLabel('Fecha del comprobante').fill(mexicoDay(now, 125))
  await dialog.getByRole('button', { name: 'Enviar a revisión' }).click()

  await expect(dialog.getByText(/^El comprobante debe tener como máximo 3 meses: su fecha debe ser del \d{1,2} de \w+ de \d{4} en adelante$/)).toBeVisible()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Tipo')).toHaveValue('9')
  await expect(dialog.getByLabel('Calle')).toHaveValue('Calle Corrales')
  await expect(dialog.getByLabel('Número exterior')).toHaveValue('12')
  await expect(dialog.getByLabel('Número interior')).toHaveValue('B')
  await expect(dialog.getByLabel('Código postal')).toHaveValue('09630')
  await expect(colony).toHaveValue('San Miguel Teotongo Sección Palmitas')
  await expect(dialog.getByLabel('Estado')).toHaveValue('Ciudad de México')
  await expect(dialog.getByText('recibo luz.pdf')).toBeVisible()
  await expectAccessible(page, 'address form refusing an old proof')

  // Nothing went to the university: the address list is as it was.
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(addresses(page).getByRole('listitem')).toHaveCount(1)
  await expect(addresses(page).getByText('Pendiente de revisión')).toHaveCount(0)
})

test('a reload with the address form open puts back what was typed', async ({ page, startSignedIn }) => {
  await openContact(page, startSignedIn)
  await addresses(page).getByRole('button', { name: 'Agregar domicilio' }).click()
  const dialog = addressDialog(page)
  await typeAddress(page)
  await dialog.getByRole('combobox', { name: 'Colonia' }).pressSequentially('Torres')
  await dialog.getByRole('option', { name: 'San Miguel Teotongo Sección Torres' }).click()
  // The draft is in the person's database before the page goes.
  const drafts = () =>
    userDbRows<{ key: string; value: { colony?: string } }>(page, 'kv').then((rows) => rows.filter((row) => row.key.startsWith('form-draft:address:')))
  await expect.poll(async () => (await drafts())[0]?.value.colony).toBe('San Miguel Teotongo Sección Torres')

  await page.reload()
  await expect(dialog.getByText('Recuperamos lo que habías escrito en este formulario. El comprobante se adjunta de nuevo.')).toBeVisible()
  await expect(dialog.getByLabel('Calle')).toHaveValue('Calle Corrales')
  await expect(dialog.getByLabel('Número interior')).toHaveValue('B')
  await expect(dialog.getByLabel('Tipo')).toHaveValue('9')
  const colony = dialog.getByRole('combobox', { name: 'Colonia' })
  await expect(colony).toHaveValue('San Miguel Teotongo Sección Torres')
  // What the form was given back opens no list of its own.
  await expect(colony).toHaveAttribute('aria-expanded', 'false')
  await expect(dialog.getByLabel('Municipio o alcaldía')).toHaveValue('Iztapalapa')
})
