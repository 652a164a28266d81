import type { Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { PORTS } from '../../playwright.config'
import { expect, expectAccessible, test } from './fixtures'
import { newProfileDir, openProfile } from './profile'
import { clickSystemNotification, deliver, systemNotifications, workerRegistration } from './push'
import { selectionSaved, signIn, studentHome, unitecUrl } from './support'

/** alumno's first account on each brand, and the student linked to `tutor`. */
const UVM = { origin: `http://localhost:${PORTS.uvm}`, account: '010245871' }
const UNITEC = { origin: `http://localhost:${PORTS.unitec}`, account: '22140567' }
const TUTORED = '010377120'

const money = /\$\d{1,3}(,\d{3})*\.\d{2}/

interface ServerPayment {
  id: number
  method: string
  status: string
}

async function hook(origin: string, path: string, body: object) {
  const response = await fetch(`${origin}/__test__/payments/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.ok, `${path} hook: ${await response.clone().text()}`).toBe(true)
}

/** The online payments the server holds for the account (test hook). */
async function serverPayments(origin: string, accountNumber: string): Promise<ServerPayment[]> {
  const response = await fetch(`${origin}/__test__/state/payments?accountNumber=${accountNumber}`)
  return ((await response.json()) as { online: ServerPayment[] }).online
}

/** From the pay screen: tick orders (by position) or a service, and open the summary; answers its total. */
async function summaryOf(page: Page, choose: { orders?: number[]; service?: boolean }) {
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar' })).toBeVisible()
  const orders = page.getByRole('region', { name: 'Adeudos pendientes' }).getByRole('checkbox')
  for (const index of choose.orders ?? []) await orders.nth(index).check()
  if (choose.service) await page.getByRole('region', { name: 'Otros servicios' }).getByRole('spinbutton').first().fill('1')
  await page.getByRole('button', { name: 'Ver resumen' }).click()
  const summary = page.getByRole('region', { name: 'Resumen del pago' })
  await expect(summary.getByRole('cell', { name: 'Total' })).toBeVisible()
  return (await summary.getByRole('row').last().getByText(money).textContent())!
}

/** The simulated bank's hosted page: the card is typed there, never in the portal. */
async function payAtBank(page: Page, card: string, total: string) {
  await expect(page.getByText('Banco (simulado)')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Pago con tarjeta' })).toBeVisible()
  await expect(page.getByText(total).first()).toBeVisible()
  await page.getByLabel('Nombre del titular').fill('Valeria Prueba')
  await page.getByLabel('Número de tarjeta').fill(card)
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/30')
  await page.getByLabel('CVV').fill('123')
  await page.getByRole('button', { name: `Pagar ${total}` }).click()
}

/** UNITEC's alumno signed in, with the first student and career chosen and saved. */
async function signInUnitec(page: Page, start = unitecUrl('/')) {
  await signIn(page, 'alumno', { start })
  await studentHome(page)
}

const result = (page: Page) => page.getByRole('heading', { level: 1, name: 'Tu pago' })

test.beforeEach(async () => {
  await hook(UVM.origin, 'reset', { accountNumber: UVM.account })
  await hook(UVM.origin, 'reset', { accountNumber: TUTORED })
  await hook(UNITEC.origin, 'reset', { accountNumber: UNITEC.account })
})

test('two orders paid by card on the bank’s page with 3-D Secure: one payment however often the bank’s return is opened, its receipt as a PDF, and the bank reference made for them before is cancelled', async ({ page, startSignedIn }) => {
  test.setTimeout(120_000)
  await startSignedIn('alumno')
  await studentHome(page)
  // First a bank reference for three orders: the next instalment brings the two overdue ones.
  await page.goto('/payments/pay')
  await summaryOf(page, { orders: [2] })
  await page.getByRole('radio', { name: 'Ficha bancaria (referencia)' }).check()
  await page.getByRole('button', { name: /^Generar ficha bancaria por / }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ficha bancaria' })).toBeVisible()
  const digits = (await page.getByText(/^\d{4}( \d{1,4})+$/).textContent())!
  const referenceAddress = page.url()

  await page.goto('/payments/pay')
  // The second overdue order brings the first one: two orders.
  const total = await summaryOf(page, { orders: [1] })
  // UVM offers neither CoDi nor the marketplace: neither is listed.
  await expect(page.getByRole('radio')).toHaveCount(3)
  await expect(page.getByRole('radio', { name: 'CoDi' })).toHaveCount(0)
  await expect(page.getByRole('radio', { name: 'Tarjeta de crédito o débito' })).toBeChecked()
  await expectAccessible(page, 'payment method')

  const bridged: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/bankbridge?')) bridged.push(request.url())
  })
  await page.getByRole('button', { name: `Pagar ${total} con tarjeta` }).click()
  await payAtBank(page, '4000 0000 0000 3220', total)
  await expect(page.getByRole('heading', { name: /3-D Secure/ })).toBeVisible()
  await page.getByLabel('Código de verificación').fill('123456')
  await page.getByRole('button', { name: /Verificar|Confirmar|Continuar/ }).click()

  await expect(result(page)).toBeVisible()
  await expect(page.getByText('Pagado', { exact: true })).toBeVisible()
  await expect(page.getByText(/Pago realizado con el folio/)).toBeVisible()
  await expectAccessible(page, 'payment result')
  expect(bridged.length).toBeGreaterThan(0)

  // The bank's return opened again (a reload, a second tab, the back button) changes nothing.
  await page.goto(bridged[0]!)
  await expect(page.getByText('Pagado', { exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByText('Pagado', { exact: true })).toBeVisible()
  const made = await serverPayments(UVM.origin, UVM.account)
  expect(made.filter((p) => p.method === 'card')).toEqual([expect.objectContaining({ status: 'paid' })])

  // The receipt, on screen and as a PDF.
  await page.getByRole('button', { name: /^Ver recibo PAG-/ }).click()
  const receipt = page.getByRole('dialog', { name: /^Recibo de pago PAG-/ })
  await expect(receipt.getByText('Visa terminada en 3220')).toBeVisible()
  await expect(receipt.getByRole('cell', { name: total })).toBeVisible()
  const download = page.waitForEvent('download')
  await receipt.getByRole('button', { name: 'Descargar recibo en PDF' }).click()
  const file = await (await download).path()
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-')
  await receipt.getByRole('button', { name: 'Cerrar' }).click()

  // What was paid is no longer owed.
  await page.getByRole('link', { name: 'Ver mi estado de cuenta' }).click()
  await expect(page.getByRole('region', { name: 'Saldo' }).getByText('Sin adeudos vencidos.')).toBeVisible()

  // The reference carried them too: it reads cancelled, with what is still due, and offers nothing to pay it with.
  const reference = page.getByRole('region', { name: 'Mis fichas de pago' }).getByRole('listitem').filter({ hasText: `Ficha ${digits}` })
  await expect(reference.getByText('Cancelada', { exact: true })).toBeVisible()
  await expect(reference.getByText(/no la pagues: parte ya se pagó de otra forma; sigue pendiente \$4,420\.00$/)).toBeVisible()
  await reference.getByRole('link', { name: `Ficha ${digits}` }).click()
  const cancelled = page.getByRole('region', { name: 'Esta ficha ya no se puede pagar' })
  await expect(cancelled.getByText('Se canceló porque parte de lo que cubría ya se pagó de otra forma. No la pagues: el banco la rechaza y no te cobra.')).toBeVisible()
  await expect(cancelled.getByRole('listitem').filter({ hasText: /^«Cuota de laboratorio de Psicología» se pagó el \d{1,2} de \w+ de \d{4} con tarjeta \(folio PAG-\d{8}\)$/ })).toBeVisible()
  await expect(cancelled.getByText('Sigue pendiente: $4,420.00')).toBeVisible()
  await expect(cancelled.getByRole('link', { name: 'Pagar lo pendiente' })).toBeVisible()
  await expect(page.getByRole('button', { name: /ficha en PDF/ })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Dónde pagar' })).toHaveCount(0)
  await expect(page.getByText(/convenio/)).toHaveCount(0)
  await expectAccessible(page, 'cancelled reference')
  expect(page.url()).toBe(referenceAddress)
  // The demo bank refuses it: nothing is paid twice.
  const id = Number(new URL(referenceAddress).searchParams.get('id'))
  const refused = await fetch(`${UVM.origin}/__test__/payments/bank`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ referenceId: id }) })
  expect(refused.status).toBe(409)
  expect(((await refused.json()) as { message: string }).message).toMatch(/^The reference is cancelled/)
})

test('a declined card says why and charges nothing; a double click with a saved card pays once', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await page.goto('/payments/pay')
  let total = await summaryOf(page, { service: true })
  await page.getByRole('button', { name: `Pagar ${total} con tarjeta` }).click()
  await payAtBank(page, '4000 0000 0000 0002', total)
  await expect(result(page)).toBeVisible()
  await expect(page.getByText('No realizado', { exact: true })).toBeVisible()
  await expect(page.getByText(/Fondos insuficientes/)).toBeVisible()
  await page.getByRole('link', { name: 'Intentar de nuevo' }).click()

  total = await summaryOf(page, { service: true })
  await page.getByRole('radio', { name: 'Cartera digital' }).check()
  await page.getByRole('radio', { name: /^Visa terminada en 4242/ }).check()
  await page.getByRole('button', { name: `Pagar ${total} con mi tarjeta guardada` }).dblclick()
  await expect(result(page)).toBeVisible()
  await expect(page.getByText('Pagado', { exact: true })).toBeVisible()
  const made = await serverPayments(UVM.origin, UVM.account)
  expect(made.filter((p) => p.method === 'wallet')).toHaveLength(1)
  expect(made.filter((p) => p.method === 'card')).toEqual([expect.objectContaining({ status: 'declined' })])
})

test('the wallet adds a card through the bank’s page and removes it', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await page.goto('/payments')
  await page.getByRole('link', { name: 'Cartera digital' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cartera digital' })).toBeVisible()
  await expect(page.getByText('Visa terminada en 4242')).toBeVisible()
  await page.getByRole('button', { name: 'Agregar tarjeta' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Guardar tarjeta' })).toBeVisible()
  await page.getByLabel('Nombre del titular').fill('Valeria Prueba')
  await page.getByLabel('Número de tarjeta').fill('5555 5555 5555 4444')
  await page.getByLabel('Vencimiento (MM/AA)').fill('11/31')
  await page.getByLabel('CVV').fill('321')
  await page.getByRole('button', { name: /Guardar/ }).click()
  await expect(page.getByText('El banco guardó tu tarjeta.')).toBeVisible()
  await expect(page.getByText('Mastercard terminada en 4444')).toBeVisible()
  await expectAccessible(page, 'wallet')

  await page.getByRole('button', { name: 'Quitar Mastercard terminada en 4444' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Quitar tarjeta' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Quitaste la Mastercard terminada en 4444 de tu cartera.' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Quitar Mastercard terminada en 4444' })).toHaveCount(0)
  await expect(page.getByText('Visa terminada en 4242')).toBeVisible()
  // The bank's word on the way back no longer stands, not even after a reload.
  await expect(page.getByText('El banco guardó tu tarjeta.')).toHaveCount(0)
  await expect(page).not.toHaveURL(/card=added/)
  await page.reload()
  await expect(page.getByText('Visa terminada en 4242')).toBeVisible()
  await expect(page.getByText('El banco guardó tu tarjeta.')).toHaveCount(0)
})

test('a tutor pays the linked student’s order by card, and is not offered the student’s wallet', async ({ page, startSignedIn }) => {
  await startSignedIn('tutor')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await selectionSaved(page)
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Pagos y estado de cuenta' }).click()
  await expect(page.getByRole('link', { name: 'Cartera digital' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Pagar' }).click()
  const total = await summaryOf(page, { orders: [0] })
  await expect(page.getByRole('radio', { name: 'Cartera digital' })).toBeDisabled()
  await expect(page.getByText('No disponible: Solo el alumno puede pagar con su cartera digital.')).toBeVisible()
  await page.getByRole('button', { name: `Pagar ${total} con tarjeta` }).click()
  await payAtBank(page, '4242 4242 4242 4242', total)
  await expect(result(page)).toBeVisible()
  await expect(page.getByText('Pagado', { exact: true })).toBeVisible()
  expect(await serverPayments(UVM.origin, TUTORED)).toEqual([expect.objectContaining({ method: 'card', status: 'paid' })])
})

test.describe('a summary that offers what the brand lacks', () => {
  // The answer is changed on its way to the page, so the worker must not answer it instead.
  test.use({ serviceWorkers: 'block' })

  test('UVM lists neither CoDi nor Mercado Pago and never asks for CoDi’s maximum, whatever the summary answers', async ({ page, startSignedIn }) => {
    await page.route(/\/api\/payment\/summary(\?|$)/, async (route) => {
      const response = await route.fetch()
      const summary = (await response.json()) as { methods: Array<Record<string, unknown>> }
      // A stale or wrong answer: every way to pay available.
      await route.fulfill({ response, json: { ...summary, methods: summary.methods.map((m) => ({ ...m, available: true, reason: null })) } })
    })
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/payment/codi/amountmax')) asked.push(request.url())
    })
    await startSignedIn('alumno')
    await studentHome(page)
    await page.goto('/payments/pay')
    await summaryOf(page, { orders: [0] })
    await expect(page.getByRole('group', { name: /^Elige cómo pagar / }).getByRole('radio')).toHaveCount(3)
    for (const name of ['Tarjeta de crédito o débito', 'Cartera digital', 'Ficha bancaria (referencia)']) await expect(page.getByRole('radio', { name })).toBeEnabled()
    await expect(page.getByRole('radio', { name: 'CoDi' })).toHaveCount(0)
    await expect(page.getByRole('radio', { name: 'Mercado Pago' })).toHaveCount(0)
    await expect(page.getByText(/CoDi|Mercado Pago/)).toHaveCount(0)
    expect(asked).toEqual([])
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })
})

test('UNITEC: a CoDi code expires and is generated again, the bank confirms it, and the CODI push opens the paid payment', { tag: '@system-notifications' }, async ({ page, context, startSignedIn }) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['notifications'], { origin: UNITEC.origin })
  await startSignedIn('alumno', { brand: 'unitec' })
  await studentHome(page)
  await page.goto(unitecUrl('/payments/pay'))
  const total = await summaryOf(page, { orders: [0] })
  // The most CoDi takes comes from the server (parameter CODIMAXAMOUNT).
  await expect(page.getByText('CoDi acepta pagos de hasta $8,000.00.')).toBeVisible()
  await page.getByRole('radio', { name: 'CoDi' }).check()
  await page.getByRole('button', { name: `Generar código CoDi por ${total}` }).click()
  await expect(result(page)).toBeVisible()
  await expect(page.getByRole('img', { name: `Código QR de CoDi por ${total}` })).toBeVisible()
  await expect(page.getByText(/^Vence en \d+:\d{2}/)).toBeVisible()
  await expectAccessible(page, 'CoDi code')
  const [payment] = await serverPayments(UNITEC.origin, UNITEC.account)
  expect(payment).toEqual(expect.objectContaining({ method: 'codi', status: 'awaiting-transfer' }))

  // The bank no longer takes the code: the screen withdraws the QR and offers a new one.
  await hook(UNITEC.origin, 'codi', { paymentId: payment!.id, action: 'expire' })
  await expect(page.getByText(/Este código CoDi venció/)).toBeVisible()
  await expect(page.getByRole('img', { name: /Código QR de CoDi/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Generar nuevo código' }).click()
  await expect(page.getByRole('img', { name: `Código QR de CoDi por ${total}` })).toBeVisible()

  // The bank confirms; the portal is in the background and the CODI push arrives.
  const { cdp, registrationId } = await workerRegistration(page)
  await hook(UNITEC.origin, 'codi', { paymentId: payment!.id, action: 'confirm' })
  const notices = (await (await fetch(`${UNITEC.origin}/__test__/state/notifications?accountNumber=${UNITEC.account}`)).json()) as Array<{
    id: number
    clave: string
    title: string
    link: string | null
  }>
  const codi = notices.find((n) => n.clave === 'CODI' && n.link === `/payments/result?id=${payment!.id}`)
  expect(codi, 'the bank’s confirmation writes a CODI notification linking the payment').toBeDefined()
  await page.goto('about:blank')
  await deliver(cdp, registrationId, UNITEC.origin, {
    from: '1234567890',
    fcmMessageId: `e2e-codi-${payment!.id}`,
    priority: 'high',
    data: { clave: 'CODI', title: codi!.title, body: 'Tu banco confirmó el pago.', notificationId: String(codi!.id), link: codi!.link! },
  })
  await page.goto(unitecUrl('/home'))
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect.poll(() => systemNotifications(page)).toContainEqual({ title: 'Hay novedades de tu pago CoDi', body: 'Abre el portal para ver el detalle.' })
  await clickSystemNotification(context, 'Hay novedades de tu pago CoDi')
  await expect(result(page)).toBeVisible()
  await expect(page.getByText('Pagado', { exact: true })).toBeVisible()
})

test('UNITEC: a marketplace payment in cash is left pending with its deadline, kept in the list of payments', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno', { brand: 'unitec' })
  await studentHome(page)
  await page.goto(unitecUrl('/payments/pay'))
  const total = await summaryOf(page, { orders: [0] })
  await page.getByRole('radio', { name: 'Mercado Pago' }).check()
  await page.getByRole('button', { name: `Pagar ${total} con Mercado Pago` }).click()
  await expect(page.getByText('Mercado Pago (simulado)')).toBeVisible()
  await page.getByRole('button', { name: 'Pagar en efectivo en tienda' }).click()
  await expect(result(page)).toBeVisible()
  await expect(page.getByText('Pendiente de pago en tienda', { exact: true })).toBeVisible()
  // The deadline ends in its time ("p.m."): it never closes the sentence, so no double period.
  const deadline = page.getByText(/tienes hasta el \d{1,2} de \w+ de \d{4}.+ para pagarlo en la tienda\. Se reflejará/)
  await expect(deadline).toBeVisible()
  expect(await deadline.textContent()).not.toContain('..')
  await page.getByRole('link', { name: 'Ver mi estado de cuenta' }).click()
  const mine = page.getByRole('region', { name: 'Mis pagos en línea' }).getByRole('listitem')
  await expect(mine.filter({ hasText: `Mercado Pago por ${total}` }).getByText(/^Pagar en tienda a más tardar el /)).toBeVisible()
})

test('UNITEC: the pay-later kit reads a CoDi code with no signal after the browser restarts, and says when it expired', async () => {
  test.setTimeout(120_000)
  const dir = newProfileDir()
  let context = await openProfile(dir, { origin: UNITEC.origin })
  let page = await context.newPage()
  await signInUnitec(page, '/')
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true)
  await page.goto('/payments/pay')
  const total = await summaryOf(page, { orders: [0] })
  await page.getByRole('radio', { name: 'CoDi' }).check()
  await page.getByRole('button', { name: `Generar código CoDi por ${total}` }).click()
  await expect(page.getByRole('img', { name: `Código QR de CoDi por ${total}` })).toBeVisible()
  const address = page.url()
  await page.getByRole('link', { name: 'Ver mi estado de cuenta' }).click()
  await expect(page.getByRole('region', { name: 'Mis pagos en línea' }).getByText(/^Código CoDi vigente hasta las /)).toBeVisible()
  await context.close()

  context = await openProfile(dir, { offline: true, origin: UNITEC.origin })
  page = context.pages()[0]!
  await page.clock.install()
  await page.goto(address)
  await expect(page.getByRole('img', { name: `Código QR de CoDi por ${total}` })).toBeVisible()
  await expect(page.getByText(/^Vence en \d+:\d{2}/)).toBeVisible()
  await expect(page.getByText(/Sin conexión · actualizado/).first()).toBeVisible()
  // Past its five minutes the saved code is withdrawn, and a new one waits for the signal.
  await page.clock.fastForward('06:00')
  await expect(page.getByText(/Este código CoDi venció/)).toBeVisible()
  await expect(page.getByRole('img', { name: /Código QR de CoDi/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Generar nuevo código' })).toBeDisabled()
  await expect(page.getByText('Sin conexión: generar un código necesita internet.')).toBeVisible()
  await context.close()
})
