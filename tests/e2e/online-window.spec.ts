import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { BASE_URL, newProfileDir, openProfile } from './profile'
import { signedInUnderWorker, studentHome } from './support'

const ACCOUNT = '010245871'

async function hook(path: string, body: object) {
  const response = await fetch(`${BASE_URL}/__test__/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.ok, `${path} hook`).toBe(true)
  return response.json() as Promise<unknown>
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' })

async function open(page: Page, entry: 'Ventanilla en línea' | 'Reinscripción' | 'Trámites') {
  await menu(page).getByRole('link', { name: entry, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible()
}

/** A campus day (YYYY-MM-DD) `offset` days from today, as the screen writes it in Spanish. */
function campusDayLabel(offset: number) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(Date.now() + offset * 86_400_000)
  return new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
}

test.beforeEach(async () => {
  await hook('onlinewindow/reset', { accountNumber: ACCOUNT })
  await hook('payments/reset', { accountNumber: ACCOUNT })
  await fetch(`${BASE_URL}/__test__/faults`, { method: 'DELETE' })
})

test.afterEach(async () => {
  // A formality delivered here files its PDF in the digital file: it is not left for the next spec.
  await hook('digitalfile/reset', { accountNumber: ACCOUNT })
})

test('a reenrollment goes through its steps behind the progress screen and ends at its payment', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await open(page, 'Reinscripción')
  const window = page.getByRole('region', { name: /^Ventanilla de reinscripción · / })
  await expect(window.getByText('Abierta', { exact: true })).toBeVisible()
  const cycleName = (await window.getByRole('heading').textContent())!.replace('Ventanilla de reinscripción · ', '')
  const steps = page.getByRole('navigation', { name: 'Pasos de la reinscripción' })
  await expect(steps.getByText('1. Materias')).toHaveAttribute('aria-current', 'step')

  // The plan's subjects still to take; a locked one cannot be chosen.
  const free = page.getByRole('checkbox', { disabled: false })
  await expect(free.first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled()
  await free.nth(0).check()
  await free.nth(1).check()
  await expect(page.getByRole('status').filter({ hasText: 'Elegiste 2 de 6 materias' })).toBeVisible()
  await expectAccessible(page, 'reenrollment subjects')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(steps.getByText('2. Confirmación')).toHaveAttribute('aria-current', 'step')
  await expect(page.getByRole('list', { name: 'Materias elegidas' }).getByRole('listitem')).toHaveCount(2)

  // The first call answers slowly: the block screen shows the confirmation's progress meanwhile.
  await fetch(`${BASE_URL}/__test__/faults`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: '/onlinewindow/reenrollment', method: 'POST', mode: 'delay', ms: 1500 }),
  })
  await page.getByRole('button', { name: 'Confirmar reinscripción' }).click()
  const blocking = page.getByRole('dialog', { name: 'Confirmando tu reinscripción' })
  await expect(blocking).toBeVisible()
  await expect(blocking.getByRole('progressbar')).toBeVisible()
  await expect(blocking).toBeHidden()

  // Handed to payments, with the reenrollment's order among what is pending.
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar' })).toBeVisible()
  const pending = page.getByRole('region', { name: 'Adeudos pendientes' })
  await expect(pending.getByText(`Reinscripción ${cycleName.toLowerCase()}`)).toBeVisible()

  // One per cycle: the screen now shows it, with the way to pay, and no second flow.
  await open(page, 'Reinscripción')
  await expect(page.getByRole('region', { name: `Tu reinscripción a ${cycleName}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirmar reinscripción' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Ir a pagar la reinscripción' })).toBeVisible()
})

test('a requested formality arrives as a PDF in the digital file', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await open(page, 'Trámites')
  await expect(page.getByRole('region', { name: 'Ventanilla de trámites' }).getByText('Abierta', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Solicitar Constancia de estudios' }).click()
  const requests = page.getByRole('region', { name: 'Mis solicitudes' })
  const row = requests.getByRole('row').filter({ hasText: 'Constancia de estudios' })
  await expect(row.getByText('En proceso')).toBeVisible()
  // A paid one says its cost and makes its order first.
  await page.getByRole('button', { name: 'Solicitar y generar orden de pago: Constancia con calificaciones' }).click()
  await expect(requests.getByRole('row').filter({ hasText: 'Constancia con calificaciones' }).getByText('Pendiente de pago')).toBeVisible()
  await expectAccessible(page, 'formalities')

  // School services deliver it now (test hook), instead of after the demo delay.
  const produced = (await hook('onlinewindow/produce', { accountNumber: ACCOUNT })) as { documents: number[] }
  expect(produced.documents).toHaveLength(1)
  await page.reload()
  await expect(row.getByText('Listo en tu expediente')).toBeVisible()
  await row.getByRole('link', { name: 'Ver en expediente digital' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Expediente digital' })).toBeVisible()
  // The link names the document: it opens highlighted and focused.
  await expect(page).toHaveURL(new RegExp(`/digital-files\\?doc=${produced.documents[0]}$`))
  const documents = page.getByRole('list', { name: /^Documentos de Trámites y constancias/ })
  await expect(documents.getByRole('listitem', { name: 'Constancia de estudios', exact: true })).toBeVisible()
  await expect(documents.getByRole('heading', { name: 'Constancia de estudios' })).toBeFocused()
})

test('a closed window says so and why, and offers nothing to do', async ({ page, startSignedIn }) => {
  await hook('onlinewindow/window', { portal: 'uvm', kind: 'reenrollment', state: 'ended' })
  await hook('onlinewindow/window', { portal: 'uvm', kind: 'formalities', state: 'not-yet' })
  await startSignedIn('alumno')
  await studentHome(page)
  await open(page, 'Ventanilla en línea')
  const reenrollment = page.getByRole('region', { name: 'Reinscripción' })
  await expect(reenrollment.getByText('Cerrada', { exact: true })).toBeVisible()
  await expect(reenrollment.getByText(`Ya cerró: cerró el ${campusDayLabel(-1)}.`)).toBeVisible()
  const formalities = page.getByRole('region', { name: 'Trámites' })
  await expect(formalities.getByText(`Todavía no abre: abre el ${campusDayLabel(10)}.`)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Pagos' }).getByText('Abierta', { exact: true })).toBeVisible()
  await expectAccessible(page, 'online window')

  await formalities.getByRole('link', { name: 'Ir a trámites' }).click()
  await expect(page.getByText('La ventanilla está cerrada: no se puede solicitar ahora.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Solicitar Constancia de estudios' })).toBeDisabled()
  await open(page, 'Reinscripción')
  await expect(page.getByText('La ventanilla está cerrada: no se puede solicitar ahora.')).toBeVisible()
  await expect(page.getByRole('checkbox')).toHaveCount(0)
})

test('with no signal the online window reads as last seen, and its actions say they need a signal', async () => {
  test.setTimeout(120_000)
  const dir = newProfileDir()
  let context = await openProfile(dir)
  let page = await context.newPage()
  await signedInUnderWorker(page)
  await open(page, 'Trámites')
  await expect(page.getByRole('button', { name: 'Solicitar Constancia de estudios' })).toBeEnabled()
  await open(page, 'Reinscripción')
  await expect(page.getByRole('checkbox', { disabled: false }).first()).toBeVisible()
  await context.close()

  context = await openProfile(dir, { offline: true })
  page = context.pages()[0]!
  await page.goto('/reenrollment')
  await expect(page.getByText(/Sin conexión · actualizado/).first()).toBeVisible()
  await expect(page.getByText('Sin conexión: para solicitar o confirmar necesitas señal.')).toBeVisible()
  // The subjects can still be chosen; confirming waits for the signal.
  await page.getByRole('checkbox', { disabled: false }).first().check()
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page.getByRole('button', { name: 'Confirmar reinscripción' })).toBeDisabled()
  await page.goto('/formalities')
  await expect(page.getByText(/Sin conexión · actualizado/).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Solicitar Constancia de estudios' })).toBeDisabled()
  await context.close()
})
