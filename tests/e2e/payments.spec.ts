import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { BASE_URL, newProfileDir, openProfile } from './profile'
import { signIn as signInByApi } from '../support/sign-in'
import { doubleClickSends, selectFoundStudent, signedInUnderWorker, studentHome } from './support'

const ACCOUNT = '010245871'

async function hook(path: string, body: object) {
  const response = await fetch(`${BASE_URL}/__test__/payments/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.ok, `${path} hook`).toBe(true)
}

/** The bank references the server holds for the account. */
async function serverReferences(accountNumber = ACCOUNT): Promise<Array<{ id: number; status: string }>> {
  const response = await fetch(`${BASE_URL}/__test__/state/payments?accountNumber=${accountNumber}`)
  return ((await response.json()) as { references: Array<{ id: number; status: string }> }).references
}

/** The statuses of the online payments the server holds for the account. */
async function paymentStatuses(accountNumber = ACCOUNT): Promise<string[]> {
  const response = await fetch(`${BASE_URL}/__test__/state/payments?accountNumber=${accountNumber}`)
  return ((await response.json()) as { online: Array<{ status: string }> }).online.map((p) => p.status)
}

async function openPayments(page: Page) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Pagos y estado de cuenta' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos y estado de cuenta' })).toBeVisible()
}

const statement = (page: Page) => page.getByRole('region', { name: 'Estado de cuenta' })
const money = /\$\d{1,3}(,\d{3})*\.\d{2}/

test.beforeEach(async () => {
  await hook('reset', { accountNumber: ACCOUNT })
})

test('the statement shows the balance and the movements of each period, told apart in words', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await openPayments(page)
  const balance = page.getByRole('region', { name: 'Saldo' })
  await expect(balance.getByText('Por pagar')).toBeVisible()
  await expect(balance.getByText('Vencido', { exact: true })).toBeVisible()
  await expect(balance.getByText(money).first()).toBeVisible()

  const rows = statement(page).getByRole('table').getByRole('row')
  await expect(statement(page).getByRole('radio', { name: '3 meses' })).toBeChecked()
  await expect(rows.nth(1)).toBeVisible()
  const recent = await rows.count()
  await statement(page).getByRole('radio', { name: 'Todo' }).check()
  await expect(page).toHaveURL(/period=T/)
  await expect.poll(() => rows.count()).toBeGreaterThan(recent)
  for (const word of ['Cargo', 'Pago', 'Descuento', 'Recargo']) {
    await expect(statement(page).getByRole('cell', { name: word, exact: true }).first()).toBeVisible()
  }
  await expectAccessible(page, 'payments statement')
  // Each payment's folio opens its receipt.
  const folioButton = statement(page).getByRole('button', { name: /^Ver recibo / }).first()
  const folio = (await folioButton.textContent())!.replace('Ver recibo ', '')
  await folioButton.click()
  const receipt = page.getByRole('dialog', { name: `Recibo de pago ${folio}` })
  await expect(receipt.getByText(folio, { exact: true })).toBeVisible()
  await expect(receipt.getByRole('cell', { name: 'Total' })).toBeVisible()
  await expect(receipt.getByRole('button', { name: 'Descargar recibo en PDF' })).toBeEnabled()
  await expectAccessible(page, 'receipt dialog')
  // It closes only through its button (spec §4): a stray Escape leaves it open.
  await page.keyboard.press('Escape')
  await expect(receipt).toBeVisible()
  await receipt.getByRole('button', { name: 'Cerrar' }).click()
  await expect(receipt).toBeHidden()
  // The filter is kept in the address: a reload shows the same period.
  await page.reload()
  await expect(statement(page).getByRole('radio', { name: 'Todo' })).toBeChecked()
})

test('a later order brings the overdue one with it; the bank reference is made once on a double click, and the bank’s payment shows in the statement', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await openPayments(page)
  await page.getByRole('link', { name: 'Pagar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar' })).toBeVisible()
  const orders = page.getByRole('region', { name: 'Adeudos pendientes' }).getByRole('checkbox')
  await expect(orders.first()).toBeVisible()
  // The last order is due after the two overdue ones: choosing it chooses them too, and only them.
  await orders.last().check()
  await expect(orders.nth(0)).toBeChecked()
  await expect(orders.nth(1)).toBeChecked()
  await expect(orders.nth(2)).not.toBeChecked()
  await expect(page.getByText('Incluido porque elegiste un adeudo posterior.')).toHaveCount(2)
  // Leaving out an overdue one leaves out what needed it.
  await orders.nth(0).uncheck()
  await expect(orders.last()).not.toBeChecked()
  await orders.last().check()
  await expectAccessible(page, 'choosing what to pay')
  const summary = page.getByRole('region', { name: 'Resumen del pago' })
  const summaries = await doubleClickSends(page, page.getByRole('button', { name: 'Ver resumen' }), { method: 'POST', path: '/payment/summary' }, async () => {
    await expect(summary.getByRole('cell', { name: 'Total' })).toBeVisible()
  })
  expect(summaries).toBe(1)
  const total = (await summary.getByRole('row').last().getByText(money).textContent())!
  const before = (await serverReferences()).length
  await page.getByRole('radio', { name: 'Ficha bancaria (referencia)' }).check()
  const generate = page.getByRole('button', { name: `Generar ficha bancaria por ${total}` })
  await generate.dblclick()
  await expect(page.getByRole('heading', { level: 1, name: 'Ficha bancaria' })).toBeVisible()
  await expect(page.getByText(total).first()).toBeVisible()
  await expect(page.getByText('Por pagar', { exact: true })).toBeVisible()
  // Each bank with its agreement, named once.
  await expect(page.getByRole('region', { name: 'Dónde pagar' }).getByText('Santander: convenio 7261', { exact: true })).toBeVisible()
  const digits = (await page.getByText(/^\d{4}( \d{1,4})+$/).textContent())!
  await expect.poll(async () => (await serverReferences()).length).toBe(before + 1)
  await expectAccessible(page, 'bank reference')

  const made = (await serverReferences()).at(-1)!
  await hook('bank', { referenceId: made.id })
  await page.getByRole('link', { name: '← Pagos y estado de cuenta' }).click()
  const mine = page.getByRole('region', { name: 'Mis fichas de pago' }).getByRole('listitem').filter({ hasText: `Ficha ${digits}` })
  await expect(mine.getByText('Pagada')).toBeVisible()
  await statement(page).getByRole('radio', { name: '3 meses' }).check()
  await expect(statement(page).getByRole('cell', { name: 'Ficha bancaria (referencia)', exact: false }).first()).toBeVisible()
  // Nothing is owed any more for what was paid.
  await expect(page.getByRole('region', { name: 'Saldo' }).getByText('Sin adeudos vencidos.')).toBeVisible()
})

test('the bank reference and its PDF read with no signal after the browser restarts', async () => {
  test.setTimeout(120_000)
  const dir = newProfileDir()
  let context = await openProfile(dir)
  let page = await context.newPage()
  await signedInUnderWorker(page)
  await openPayments(page)
  await page.getByRole('link', { name: 'Pagar' }).click()
  await page.getByRole('region', { name: 'Otros servicios' }).getByRole('spinbutton').first().fill('2')
  await page.getByRole('button', { name: 'Ver resumen' }).click()
  await page.getByRole('radio', { name: 'Ficha bancaria (referencia)' }).check()
  await page.getByRole('button', { name: /^Generar ficha bancaria por / }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ficha bancaria' })).toBeVisible()
  const digits = (await page.getByText(/^\d{4}( \d{1,4})+$/).textContent())!
  // The PDF was fetched for this device as soon as the reference was made.
  await page.getByRole('button', { name: 'Ver ficha en PDF' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  const address = page.url()
  await context.close()

  context = await openProfile(dir, { offline: true })
  page = context.pages()[0]!
  await page.goto(address)
  await expect(page.getByText(digits)).toBeVisible()
  await expect(page.getByText(/Sin conexión · actualizado/).first()).toBeVisible()
  await page.getByRole('button', { name: 'Ver ficha en PDF' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  // What is owed reads as last seen, and paying waits for the signal.
  await page.goto('/payments/pay')
  await expect(page.getByText('Sin conexión: pagar requiere internet. Lo que elegiste sigue aquí.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ver resumen' })).toBeDisabled()
  await context.close()
})

test('a tutor makes a bank reference for the linked student', async ({ page, startSignedIn }) => {
  await startSignedIn('tutor')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await openPayments(page)
  await page.getByRole('link', { name: 'Pagar' }).click()
  await page.getByRole('region', { name: 'Adeudos pendientes' }).getByRole('checkbox').first().check()
  await page.getByRole('button', { name: 'Ver resumen' }).click()
  await page.getByRole('radio', { name: 'Ficha bancaria (referencia)' }).check()
  await page.getByRole('button', { name: /^Generar ficha bancaria por / }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ficha bancaria' })).toBeVisible()
  await expect(page.getByText(/^\d{4}( \d{1,4})+$/)).toBeVisible()
})

/** The student starts paying a letter of studies by card, as the portal does, and leaves it at the bank: answers the bank's page's path. */
async function cardPaymentLeftAtBank(): Promise<string> {
  const { tokens } = await signInByApi(BASE_URL, 'alumno')
  const response = await fetch(`${BASE_URL}/api/payment/checkout?origin=student-web&portal=uvm`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokens.access_token}`, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ accountNumber: ACCOUNT, orderIds: [], services: [{ serviceId: 1, quantity: 1 }], totalCents: 15_000, method: 'card' }),
  })
  const payment = (await response.json()) as { providerUrl: string }
  return payment.providerUrl.split('?')[0]!
}

test('an administrative reads a found student’s statement, references and payments, and is offered nothing to pay, nor the bank’s page of a payment in progress', async ({ page, startSignedIn }) => {
  const bankPage = await cardPaymentLeftAtBank()
  await startSignedIn('admin')
  await selectFoundStudent(page, ACCOUNT, /^Seleccionar a Valeria/)
  await openPayments(page)
  await expect(page.getByRole('region', { name: 'Saldo' }).getByText(money).first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Mis fichas de pago' }).getByRole('listitem').first()).toBeVisible()
  await expect(statement(page).getByRole('table')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pagar' })).toHaveCount(0)
  // The student's card payment, still at the bank: readable, but its page is the student's alone.
  await page.getByRole('region', { name: 'Mis pagos en línea' }).getByRole('link', { name: 'Tarjeta de crédito o débito por $150.00' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tu pago' })).toBeVisible()
  await expect(page.getByText('Este pago sigue abierto en la página del banco: solo quien lo inició puede continuarlo.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continuar en el banco' })).toHaveCount(0)
  await page.goto(bankPage)
  await expect(page.getByRole('heading', { level: 1, name: 'Esta página no es para ti' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancelar' })).toHaveCount(0)
  expect(await paymentStatuses()).toEqual(['at-provider'])
})
