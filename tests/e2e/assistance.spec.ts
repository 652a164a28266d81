import type { Page } from '@playwright/test'
import { cameraJpeg } from '../support/camera-jpeg'
import { expect, expectAccessible, test } from './fixtures'
import { addNotifications, armFault, BASE_URL, clearFaults, killProfile, newProfileDir, openProfile, userDbRows } from './profile'
import { clickSystemNotification, deliver, systemNotifications, workerRegistration } from './push'
import { doubleClickSends, outboxBadge, pdfFile, selectFoundStudent, signedInUnderWorker, studentHome, workerInCharge } from './support'

const ACCOUNT = '010245871'
/** alumno's seeded tickets (server/seed/monitor.ts). */
const OPEN = { id: 101, folio: 'MON-000101', reason: 'No puedo entrar al portal' }
const PROPOSED = { id: 102, folio: 'MON-000102', reason: 'Mi calificación es incorrecta' }
const CLOSED = { folio: 'MON-000103', reason: 'Mi pago no aparece' }
/** The tutor's first student's open ticket (server/seed/monitor.ts). */
const TUTORED = { id: 104, folio: 'MON-000104', account: '010377120' }
/** What the demo desk says to a plain message (server/data/monitor-desk.ts). */
const DESK_REPLY = 'Gracias por tu mensaje. Lo revisamos y te respondemos aquí mismo.'

interface TicketState {
  id: number
  folio: string
  status: string
  evidence: number
  messages: number
  awaitingDesk: number
}

async function hook(path: string, body: object) {
  const response = await fetch(`${BASE_URL}/__test__/monitor/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.ok, `${path} hook`).toBe(true)
  return response.json() as Promise<unknown>
}

async function ticketStates(): Promise<TicketState[]> {
  const response = await fetch(`${BASE_URL}/__test__/state/monitor?accountNumber=${ACCOUNT}`)
  return (await response.json()) as TicketState[]
}

const stateOf = async (id: number) => (await ticketStates()).find((t) => t.id === id)!

/** The server's conversation in the order shown; ids grow in the order messages reached it. */
async function serverMessages(ticketId: number): Promise<Array<{ id: number; author: string; text: string }>> {
  const response = await fetch(`${BASE_URL}/__test__/state/monitor/messages?ticketId=${ticketId}`)
  return (await response.json()) as Array<{ id: number; author: string; text: string }>
}

/** Messages with `marker` as the server holds them: their texts in the order shown, and whether they arrived in that order. */
async function arrived(ticketId: number, marker: string) {
  const mine = (await serverMessages(ticketId)).filter((m) => m.text.includes(marker))
  return { texts: mine.map((m) => m.text), inOrder: mine.every((m, i) => i === 0 || m.id > mine[i - 1]!.id) }
}

async function openHelpCenter(page: Page) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Centro de ayuda' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeVisible()
}

async function openTicket(page: Page, ticket: { folio: string; reason: string }) {
  await openHelpCenter(page)
  await page.getByRole('link', { name: `${ticket.folio} · ${ticket.reason}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Ticket ${ticket.folio}` })).toBeVisible()
}

const messages = (page: Page) => page.getByRole('region', { name: 'Mensajes del ticket' }).getByRole('listitem')

/** Writes and sends one message; `hurried` double-clicks the send, which must still send it once. */
async function write(page: Page, text: string, { hurried = false } = {}) {
  await page.getByLabel('Tu mensaje').fill(text)
  const send = page.getByRole('button', { name: 'Enviar mensaje' })
  await (hurried ? send.dblclick() : send.click())
  await expect(page.getByLabel('Tu mensaje')).toHaveValue('')
  // The second click finds the box already empty: nothing more is sent, and nothing is wrong.
  if (hurried) await expect(page.getByText('Escribe un mensaje o adjunta un archivo.')).toHaveCount(0)
}

/**
 * Opens the open ticket's conversation once with signal and waits until the conversation itself
 * (not only the list's last message) is kept on the device, in the persisted query cache, so the
 * browser can be closed: its writes are throttled.
 */
async function conversationKept(page: Page) {
  await expect(messages(page).last()).toContainText('Restablecimos tu acceso')
  await expect
    .poll(() =>
      page.evaluate((ticketId) => {
        type Kept = { clientState: { queries: { queryKey: unknown[]; state: { data?: unknown } }[] } }
        return Object.entries(localStorage)
          .filter(([key]) => key.startsWith('portal.query-cache'))
          .flatMap(([, value]) => (JSON.parse(value) as Kept).clientState.queries)
          .some((query) => query.queryKey[1] === 'conversation' && query.queryKey[2] === ticketId && JSON.stringify(query.state.data ?? null).includes('Restablecimos tu acceso'))
      }, OPEN.id),
    )
    .toBe(true)
}

test.beforeEach(async () => {
  await hook('reset', { accountNumber: ACCOUNT })
})

// The server's demo desk answers a student's message some seconds later, with a notification:
// nothing written here is left for it, or its notice would land among the next file's.
test.afterAll(async () => {
  await hook('reset', { accountNumber: ACCOUNT })
})

test('the list shows open and closed tickets; a ticket created with evidence shows its folio, and with no signal keeps the form', async ({ page, context, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await openHelpCenter(page)
  const open = page.getByRole('list', { name: 'Tickets abiertos' })
  await expect(open.getByRole('listitem', { name: `${OPEN.folio} · ${OPEN.reason}` }).getByText('Abierto', { exact: true })).toBeVisible()
  await expect(open.getByRole('listitem', { name: `${PROPOSED.folio} · ${PROPOSED.reason}` }).getByText('Solución propuesta', { exact: true })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Tickets cerrados' }).getByRole('listitem', { name: `${CLOSED.folio} · ${CLOSED.reason}` })).toBeVisible()
  await expectAccessible(page, 'ticket list')

  await page.getByRole('link', { name: 'Nuevo ticket' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo ticket' })).toBeVisible()
  await page.getByLabel('Área').selectOption({ label: 'Tecnología' })
  await page.getByLabel('Tipo de problema').selectOption({ label: 'Accesos' })
  await page.getByLabel(/^Clasificación/).selectOption({ label: 'Portal y correo' })
  await page.getByLabel('Subclasificación').selectOption({ label: 'Cuenta institucional' })
  await page.getByLabel('Motivo').selectOption({ label: 'No puedo entrar al portal' })
  const description = 'No puedo entrar al portal desde el celular; me regresa a la página de inicio.'
  await page.getByLabel('Descripción').fill(description)
  await page.getByLabel('Agregar evidencia').setInputFiles(pdfFile('pantalla inicio.pdf'))
  await expect(page.getByText('pantalla inicio.pdf')).toBeVisible()
  // A phone's photo goes through the same file input: made small on the device, and the person told.
  await page.getByLabel('Agregar evidencia').setInputFiles({ name: 'foto error.jpg', mimeType: 'image/jpeg', buffer: cameraJpeg({ width: 2400, height: 1800 }).bytes })
  await expect(page.getByRole('status').filter({ hasText: /^Reducimos tu foto de .+ a \d+ kB para enviarla, sin su ubicación/ })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Evidencia elegida' }).getByText('foto error.jpg')).toBeVisible()
  await page.getByRole('button', { name: 'Crear ticket' }).click()
  // The required checkbox of this reason's form is asked for before anything is sent.
  await expect(page.getByText('Marca esta casilla para continuar')).toBeVisible()
  await page.getByRole('checkbox', { name: /^Acepto que el centro de ayuda consulte mi información académica/ }).check()
  await expectAccessible(page, 'new ticket form')

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Crear ticket' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Sin conexión: no se pudo crear el ticket.' })).toBeVisible()
  await expect(page.getByLabel('Descripción')).toHaveValue(description)
  await expect(page.getByText('pantalla inicio.pdf')).toBeVisible()
  await context.setOffline(false)

  await page.getByRole('button', { name: 'Crear ticket' }).click()
  await expect(page.getByRole('heading', { name: 'Ticket creado' })).toBeVisible()
  const folio = (await page.getByText(/^Tu folio es MON-\d{6}/).textContent())!.match(/MON-\d{6}/)![0]
  const created = (await ticketStates()).find((t) => t.folio === folio)!
  expect(created).toMatchObject({ status: 'open', evidence: 2 })
  await page.getByRole('link', { name: 'Ver conversación' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Ticket ${folio}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ver evidencia pantalla inicio.pdf' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ver evidencia foto error.jpg' })).toBeVisible()
})

test('the dependent choices narrow one another, and a reason’s catalog field offers the option the university added after the form opened', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await openHelpCenter(page)
  await page.getByRole('link', { name: 'Nuevo ticket' }).click()
  const area = page.getByLabel('Área')
  await expect(area.getByRole('option')).toHaveText(['Elige una opción', 'Servicios escolares', 'Finanzas', 'Tecnología'])
  // Each level shows once the one above it is chosen, with only what belongs under that choice.
  await expect(page.getByLabel('Tipo de problema')).toHaveCount(0)
  await area.selectOption({ label: 'Finanzas' })
  await page.getByLabel('Tipo de problema').selectOption({ label: 'Pagos' })
  await page.getByLabel(/^Clasificación/).selectOption({ label: 'Pagos no reflejados' })
  await expect(page.getByLabel('Subclasificación').getByRole('option')).toHaveText(['Elige una opción', 'Pago en banco', 'Pago en línea'])
  // Another area empties every level under it.
  await area.selectOption({ label: 'Servicios escolares' })
  await expect(page.getByLabel('Tipo de problema')).toHaveValue('')
  await expect(page.getByLabel(/^Clasificación/)).toHaveCount(0)

  // The university publishes a new procedure while the form is open (its /cnf read before).
  const added = (await hook('activities', { catalogId: 1, add: 'Duplicado de constancia' })) as { options: Array<{ id: number; name: string }> }
  const duplicate = added.options.find((option) => option.name === 'Duplicado de constancia')!
  try {
    await page.getByLabel('Tipo de problema').selectOption({ label: 'Trámites' })
    await page.getByLabel(/^Clasificación/).selectOption({ label: 'Constancias' })
    await page.getByLabel('Subclasificación').selectOption({ label: 'Constancia de estudios' })
    await page.getByLabel('Motivo').selectOption({ label: 'Necesito corregir mi constancia' })
    const procedure = page.getByLabel('Trámite que necesitas')
    await expect(procedure.getByRole('option')).toHaveText(['Elige una opción', 'Reimpresión', 'Corrección de nombre', 'Corrección de fechas', 'Duplicado de constancia'])
    await procedure.selectOption({ label: 'Duplicado de constancia' })
    await page.getByLabel('Descripción').fill('Necesito un duplicado porque la constancia se me extravió.')
    await page.getByRole('checkbox', { name: /^Acepto que el centro de ayuda consulte mi información académica/ }).check()
    await expectAccessible(page, 'new ticket form with a catalog field')
    await page.getByRole('button', { name: 'Crear ticket' }).click()
    await expect(page.getByRole('heading', { name: 'Ticket creado' })).toBeVisible()
    await page.getByRole('link', { name: 'Ver conversación' }).click()
    await expect(page.getByText('Duplicado de constancia')).toBeVisible()
  } finally {
    await hook('activities', { catalogId: 1, withdraw: duplicate.id })
  }
})

test('a new ticket half written is restored after a reload, and forgotten once created', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await openHelpCenter(page)
  await page.getByRole('link', { name: 'Nuevo ticket' }).click()
  await page.getByLabel('Área').selectOption({ label: 'Tecnología' })
  await page.getByLabel('Tipo de problema').selectOption({ label: 'Accesos' })
  await page.getByLabel(/^Clasificación/).selectOption({ label: 'Portal y correo' })
  const description = 'Escribo esto y se me cierra la aplicación.'
  await page.getByLabel('Descripción').fill(description)
  // The draft is in the person's database before the page goes.
  const drafts = () => userDbRows<{ key: string; value: { description?: string } }>(page, 'kv').then((rows) => rows.filter((row) => row.key.startsWith('form-draft:')))
  await expect.poll(async () => (await drafts())[0]?.value.description).toBe(description)
  await page.reload()

  await expect(page.getByText('Recuperamos lo que habías escrito en este formulario. Los archivos de evidencia se eligen de nuevo.')).toBeVisible()
  await expect(page.getByLabel('Descripción')).toHaveValue(description)
  await expect(page.getByLabel(/^Clasificación/)).toHaveValue(/\d+/)
  await page.getByLabel('Subclasificación').selectOption({ label: 'Cuenta institucional' })
  await page.getByLabel('Motivo').selectOption({ label: 'No puedo entrar al portal' })
  await page.getByRole('checkbox', { name: /^Acepto que el centro de ayuda consulte mi información académica/ }).check()
  // A hurried double click opens one ticket.
  const created = await doubleClickSends(page, page.getByRole('button', { name: 'Crear ticket' }), { method: 'POST', path: '/monitor/op' }, async () => {
    await expect(page.getByRole('heading', { name: 'Ticket creado' })).toBeVisible()
  })
  expect(created).toBe(1)
  await expect.poll(drafts).toEqual([])
})

test('a desk answer arrives while the conversation is open, and an attachment opens in the viewer', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await openTicket(page, OPEN)
  await expect(messages(page).last()).toContainText('Restablecimos tu acceso')
  await expect(messages(page).filter({ hasText: 'Te mando la captura' })).toContainText('Leído por el centro de ayuda')

  await hook('act', { ticketId: OPEN.id, verdict: 'answer' })
  await expect(messages(page).last()).toContainText(DESK_REPLY)

  await messages(page).getByRole('button', { name: /^Abrir archivo pantalla_chrome\.png/ }).click()
  const viewer = page.getByRole('dialog', { name: 'pantalla_chrome.png' })
  await expect(viewer).toBeVisible()
  await expectAccessible(page, 'attachment in the viewer')
  await viewer.getByRole('button', { name: 'Cerrar' }).click()
  await expect(viewer).toBeHidden()

  await page.getByRole('button', { name: 'Ver seguimiento' }).click()
  const tracking = page.getByRole('dialog', { name: `Seguimiento de ${OPEN.folio}` })
  await expect(tracking.getByText('Ticket creado')).toBeVisible()
  await expect(tracking.getByText('Respuesta del centro de ayuda').first()).toBeVisible()
})

test('a long conversation opens on its newest messages, and earlier ones come above without moving what is read', async ({ page, startSignedIn }) => {
  // The tutored student's ticket, read by the tutor: the desk's 55 notices go to that student, not
  // to the notifications other tests count on alumno's first page.
  await hook('reset', { accountNumber: TUTORED.account })
  try {
    for (let i = 0; i < 55; i++) await hook('act', { ticketId: TUTORED.id, verdict: 'answer' })
    const total = (await serverMessages(TUTORED.id)).length
    await startSignedIn('tutor')
    await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
    await openHelpCenter(page)
    await page.getByRole('link', { name: new RegExp(`^${TUTORED.folio} · `) }).click()
    await expect(messages(page)).toHaveCount(50)
    const newest = messages(page).last()
    await expect(newest).toContainText(DESK_REPLY)
    await page.getByRole('region', { name: 'Mensajes del ticket' }).scrollIntoViewIfNeeded()
    await expect(newest).toBeInViewport()

    const earlier = page.getByRole('button', { name: `Ver mensajes anteriores (${total - 50} más)` })
    await earlier.press('Enter')
    await expect(messages(page)).toHaveCount(total)
    await expect(messages(page).first()).toContainText('revisamos tu buzón')
    // The message that was being read is still on screen, and the way up is done.
    await expect(newest).toBeInViewport()
    await expect(page.getByRole('button', { name: /^Ver (el mensaje anterior|mensajes anteriores)/ })).toHaveCount(0)
  } finally {
    await hook('reset', { accountNumber: TUTORED.account })
  }
})

test('messages written with no signal show as pending and are sent in the order written once the network returns', async ({ page, context, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await openTicket(page, OPEN)
  // The portal as a person who uses it has it: its worker in charge, so no signal still opens every screen.
  await workerInCharge(page)
  const before = (await stateOf(OPEN.id)).messages
  await context.setOffline(true)
  await write(page, 'Primero, sin señal.')
  await write(page, 'Segundo, sin señal.', { hurried: true })
  await write(page, 'Tercero, sin señal.')
  await expect(messages(page).filter({ hasText: 'Pendiente · se enviará cuando haya conexión' })).toHaveCount(3)
  await expect(outboxBadge(page)).toHaveAccessibleName('Pendientes de envío: 3')
  await expectAccessible(page, 'pending messages')
  expect((await stateOf(OPEN.id)).messages).toBe(before)

  await context.setOffline(false)
  await expect(outboxBadge(page)).toHaveCount(0)
  await expect(messages(page).filter({ hasText: /^Tú.*sin señal\..*(Enviado|Leído por el centro de ayuda)$/ })).toHaveCount(3)
  const texts = await messages(page).allTextContents()
  const mine = texts.filter((text) => text.includes('sin señal.'))
  expect(mine.map((text) => text.match(/(Primero|Segundo|Tercero)/)![0])).toEqual(['Primero', 'Segundo', 'Tercero'])
  expect((await stateOf(OPEN.id)).messages).toBe(before + 3)
  // Sent once each, and one after the other in the order written.
  expect(await arrived(OPEN.id, 'sin señal.')).toEqual({ texts: ['Primero, sin señal.', 'Segundo, sin señal.', 'Tercero, sin señal.'], inOrder: true })
})

test('a resolution is rejected with a reason, and the next one accepted', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await openTicket(page, PROPOSED)
  const panel = page.getByRole('region', { name: 'El centro de ayuda propone una solución' })
  await expect(panel).toContainText('Registramos la calificación correcta')
  await panel.getByRole('button', { name: 'Rechazar solución' }).click()
  await panel.getByRole('button', { name: 'Enviar rechazo' }).click()
  await expect(panel.getByText('Escribe el motivo del rechazo.')).toBeVisible()
  await panel.getByLabel('Motivo del rechazo').fill('En la boleta sigue apareciendo un 6.')
  await expectAccessible(page, 'rejecting a resolution')
  await panel.getByRole('button', { name: 'Enviar rechazo' }).click()
  await expect(panel).toBeHidden()
  const details = page.getByRole('region', { name: PROPOSED.reason })
  await expect(details.getByText('Abierto', { exact: true })).toBeVisible()
  expect((await stateOf(PROPOSED.id)).status).toBe('open')

  // The desk answers the rejection with a new proposal; the open screen learns it by itself.
  await hook('desk', { ticketId: PROPOSED.id, verdict: 'resolve' })
  await expect(panel).toBeVisible()
  await panel.getByRole('button', { name: 'Aceptar solución' }).click()
  const confirm = page.getByRole('alertdialog', { name: '¿Aceptar la solución?' })
  await confirm.getByRole('button', { name: 'Aceptar solución' }).click()
  await expect(details.getByText('Cerrado', { exact: true })).toBeVisible()
  await expect(page.getByText('Este ticket está cerrado: ya no recibe mensajes.')).toBeVisible()
  await expect(page.getByLabel('Tu mensaje')).toHaveCount(0)
  expect((await stateOf(PROPOSED.id)).status).toBe('closed')
})

test('a clarification the desk asks for is answered; the file it needs goes with a message, as a sent ticket takes no more evidence', async ({ page, startSignedIn }) => {
  await hook('act', { ticketId: OPEN.id, verdict: 'clarify' })
  await startSignedIn('alumno')
  await studentHome(page)
  await openTicket(page, OPEN)
  const panel = page.getByRole('region', { name: 'El centro de ayuda necesita una aclaración' })
  await expect(panel).toContainText('Para continuar necesitamos más información')
  await expect(panel).toContainText('adjúntalo a un mensaje de la conversación')
  await expect(panel.getByLabel(/evidencia/i)).toHaveCount(0)
  const before = (await stateOf(OPEN.id)).evidence

  // The file, as an attachment of a message in the conversation.
  await page.getByLabel('Adjuntar archivo').setInputFiles(pdfFile('reporte navegador.pdf'))
  await page.getByLabel('Tu mensaje').fill('El reporte del navegador.')
  await page.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(messages(page).last()).toContainText('reporte navegador.pdf')

  await panel.getByRole('button', { name: 'Enviar aclaración' }).click()
  await expect(panel.getByText('Escribe tu aclaración.')).toBeVisible()
  await panel.getByLabel('Tu aclaración').fill('Uso Chrome 120 en Windows; adjunté el reporte del navegador.')
  await expectAccessible(page, 'answering a clarification')
  await panel.getByRole('button', { name: 'Enviar aclaración' }).click()
  await expect(panel).toBeHidden()
  const details = page.getByRole('region', { name: OPEN.reason })
  await expect(details.getByText('Abierto', { exact: true })).toBeVisible()
  await expect(messages(page).last()).toContainText('Uso Chrome 120 en Windows')
  expect(await stateOf(OPEN.id)).toMatchObject({ status: 'open', evidence: before })
})

test('a NOTIMONITOR notice in the notifications list opens its ticket’s conversation', async ({ page, startSignedIn }) => {
  await hook('act', { ticketId: PROPOSED.id, verdict: 'answer' })
  await startSignedIn('alumno')
  await studentHome(page)
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Notificaciones', exact: true }).click()
  await page.getByRole('button', { name: new RegExp(`Respuesta a tu solicitud.*${PROPOSED.folio}`) }).first().click()
  await expect(page).toHaveURL(new RegExp(`/assistance/conversation\\?ticket=${PROPOSED.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Ticket ${PROPOSED.folio}` })).toBeVisible()
  await expect(messages(page).last()).toContainText(DESK_REPLY)
})

test('the system notification of a desk answer opens its ticket’s conversation', { tag: '@system-notifications' }, async ({ page, context, baseURL, startSignedIn }) => {
  const origin = new URL(baseURL!).origin
  await context.grantPermissions(['notifications'], { origin })
  const [notificationId] = await addNotifications(ACCOUNT, 1)
  await startSignedIn('alumno')
  await studentHome(page)
  await page.evaluate(() => navigator.serviceWorker.ready)
  const { cdp, registrationId } = await workerRegistration(page)
  await page.goto('about:blank')
  await deliver(cdp, registrationId, origin, {
    from: '1234567890',
    fcmMessageId: `e2e-notimonitor-${notificationId}`,
    priority: 'high',
    data: {
      clave: 'NOTIMONITOR', title: 'Respuesta a tu solicitud', body: `Tu solicitud ${PROPOSED.folio} tiene una nueva respuesta.`,
      notificationId: String(notificationId), docId: String(PROPOSED.id), accountNumber: ACCOUNT, programCode: 'LPSI-18', campusCode: 'COY',
    },
  })
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  const title = 'Tienes una respuesta en el centro de ayuda'
  await expect.poll(async () => (await systemNotifications(page)).map((n) => n.title)).toEqual([title])
  await clickSystemNotification(context, title)
  await expect(page).toHaveURL(new RegExp(`/assistance/conversation\\?ticket=${PROPOSED.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Ticket ${PROPOSED.folio}` })).toBeVisible()
})

test('a tutor reads the linked student’s tickets and conversation, and is offered nothing to write', async ({ page, startSignedIn }) => {
  await startSignedIn('tutor')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await openHelpCenter(page)
  await page.getByRole('link', { name: /^MON-000104 · / }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket MON-000104' })).toBeVisible()
  await expect(messages(page).first()).toContainText('revisamos tu buzón')
  await expect(page.getByText('Tu rol solo puede consultar este ticket.')).toBeVisible()
  await expect(page.getByLabel('Tu mensaje')).toHaveCount(0)
  await page.getByRole('link', { name: '← Mis tickets' }).click()
  await expect(page.getByRole('link', { name: 'Nuevo ticket' })).toHaveCount(0)
})

test('an administrative finds a student and reads their tickets from the menu, with nothing to write', async ({ page, startSignedIn }) => {
  await startSignedIn('admin')
  await selectFoundStudent(page, ACCOUNT, /^Seleccionar a Valeria/)
  await openHelpCenter(page)
  await page.getByRole('link', { name: `${OPEN.folio} · ${OPEN.reason}` }).click()
  await expect(messages(page).last()).toContainText('Restablecimos tu acceso')
  await expect(page.getByText('Tu rol solo puede consultar este ticket.')).toBeVisible()
  await expect(page.getByLabel('Tu mensaje')).toHaveCount(0)
})

test('messages written with no signal survive a killed browser and arrive once, in order', async () => {
  test.setTimeout(150_000)
  const dir = newProfileDir()
  let context = await openProfile(dir)
  let page = await context.newPage()
  await signedInUnderWorker(page)
  await openTicket(page, OPEN)
  await conversationKept(page)
  const before = (await stateOf(OPEN.id)).messages
  await context.close()

  context = await openProfile(dir, { offline: true })
  page = context.pages()[0]!
  await page.goto(`/assistance/conversation?ticket=${OPEN.id}`)
  await write(page, 'Uno, antes de cerrar.')
  await write(page, 'Dos, antes de cerrar.')
  await expect(messages(page).filter({ hasText: 'Pendiente · se enviará cuando haya conexión' })).toHaveCount(2)

  await killProfile(dir)
  await context.close().catch(() => undefined)
  context = await openProfile(dir, { offline: true })
  page = context.pages()[0]!
  await page.goto('/pending')
  await expect(page.getByText(`Mensaje del ticket ${OPEN.folio}`)).toHaveCount(2)
  expect((await stateOf(OPEN.id)).messages).toBe(before)

  await context.setOffline(false)
  await page.goto(`/assistance/conversation?ticket=${OPEN.id}`)
  await expect(messages(page).filter({ hasText: /antes de cerrar\..*(Enviado|Leído por el centro de ayuda)$/ })).toHaveCount(2, { timeout: 30_000 })
  const mine = (await messages(page).allTextContents()).filter((text) => text.includes('antes de cerrar.'))
  expect(mine.map((text) => text.match(/(Uno|Dos)/)![0])).toEqual(['Uno', 'Dos'])
  expect((await stateOf(OPEN.id)).messages).toBe(before + 2)
  expect(await arrived(OPEN.id, 'antes de cerrar.')).toEqual({ texts: ['Uno, antes de cerrar.', 'Dos, antes de cerrar.'], inOrder: true })
  await context.close()
})

test('with the session not yet confirmed, messages written with no signal are sent once the signal returns, on the same screen', async () => {
  test.setTimeout(120_000)
  const dir = newProfileDir()
  let context = await openProfile(dir)
  let page = await context.newPage()
  await signedInUnderWorker(page)
  await openTicket(page, OPEN)
  await conversationKept(page)
  // The shell's own answers (who is here, the menu) are kept too, so the portal can start without the server.
  const savedKinds = async () => (await userDbRows<{ kind: string }>(page, 'snapshots')).map((row) => row.kind)
  await expect.poll(savedKinds, { timeout: 20_000 }).toEqual(expect.arrayContaining(['user', 'menu']))
  await context.close()

  // The phone opens the portal where the link is up but the sign-in provider does not answer
  // (as when the signal drops while the session is being checked): the session stays unconfirmed.
  context = await openProfile(dir)
  page = context.pages()[0] ?? (await context.newPage())
  const provider = /\/realms\//
  await context.route(provider, (route) => route.abort('connectionrefused'))
  await page.goto(`/assistance/conversation?ticket=${OPEN.id}`)
  await expect(page.getByRole('status').filter({ hasText: /^Reconectando…$/ })).toBeVisible({ timeout: 20_000 })
  await expect(messages(page).last()).toContainText('Restablecimos tu acceso')
  const navigations: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  })

  await context.setOffline(true)
  await write(page, 'Escrito sin sesión confirmada.')
  await expect(messages(page).filter({ hasText: 'Pendiente · se enviará cuando haya conexión' })).toHaveCount(1)
  await context.unroute(provider)
  await context.setOffline(false)
  await expect(messages(page).filter({ hasText: /sin sesión confirmada\..*(Enviado|Leído por el centro de ayuda)$/ })).toHaveCount(1, { timeout: 30_000 })
  await expect(page.getByRole('status').filter({ hasText: /^(Sin conexión|Reconectando…)$/ })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: `Ticket ${OPEN.folio}` })).toBeVisible()
  // The session came back without reloading the screen, let alone showing an error page.
  expect(navigations).toEqual([])
  expect(await arrived(OPEN.id, 'sin sesión confirmada.')).toEqual({ texts: ['Escrito sin sesión confirmada.'], inOrder: true })
  await context.close()
})

test('a conversation is one ordered stream: after a 503 on the first of three messages, and with the browser killed mid-send, the server receives each once, in the order written', async () => {
  test.setTimeout(150_000)
  const dir = newProfileDir()
  let context = await openProfile(dir)
  let page = await context.newPage()
  try {
    await signedInUnderWorker(page)
    await openTicket(page, OPEN)
    const before = (await stateOf(OPEN.id)).messages
    // The first message meets server trouble; the two written right after it wait for it instead of overtaking it.
    await armFault({ path: '/monitor/messages', method: 'POST', mode: '503', count: 1 })
    for (const text of ['A, en orden.', 'B, en orden.', 'C, en orden.']) await write(page, text)
    await expect(messages(page).filter({ hasText: /en orden\..*(Enviado|Leído por el centro de ayuda)$/ })).toHaveCount(3, { timeout: 30_000 })
    expect(await arrived(OPEN.id, 'en orden.')).toEqual({ texts: ['A, en orden.', 'B, en orden.', 'C, en orden.'], inOrder: true })

    // Closed as a person closes it, so the sign-in is on disk; then the browser dies while the
    // first of two messages is on its way (the server is slow to take it).
    await context.close()
    context = await openProfile(dir)
    page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`/assistance/conversation?ticket=${OPEN.id}`)
    await expect(messages(page).filter({ hasText: 'C, en orden.' })).toHaveCount(1)
    await armFault({ path: '/monitor/messages', method: 'POST', mode: 'delay', ms: 5_000, count: 1 })
    await write(page, 'D, al cerrar.')
    await write(page, 'E, al cerrar.')
    await expect(messages(page).filter({ hasText: /D, al cerrar\..*Enviando…$/ })).toHaveCount(1)
    await killProfile(dir)
    await context.close().catch(() => undefined)
    context = await openProfile(dir)
    page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`/assistance/conversation?ticket=${OPEN.id}`)
    await expect(messages(page).filter({ hasText: /al cerrar\..*(Enviado|Leído por el centro de ayuda)$/ })).toHaveCount(2, { timeout: 30_000 })
    expect(await arrived(OPEN.id, 'al cerrar.')).toEqual({ texts: ['D, al cerrar.', 'E, al cerrar.'], inOrder: true })
    expect((await stateOf(OPEN.id)).messages).toBe(before + 5)
  } finally {
    await clearFaults()
    await context.close().catch(() => undefined)
  }
})
