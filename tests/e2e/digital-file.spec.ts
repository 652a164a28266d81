import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { BASE_URL, killProfile, newProfileDir, openProfile } from './profile'
import { doubleClickSends, outboxBadge, pdfFile, signedInUnderWorker, studentHome, workerInCharge } from './support'
import { cameraJpeg, inspectJpeg } from '../support/camera-jpeg'

const ACCOUNT = '010245871'

interface DocumentState {
  assignedDigitalFileId: number
  documentDeliveredId: number
  name: string
  status: string
  uploads: number
  extensionRequests: number
}

async function hook(path: string, body: object) {
  const response = await fetch(`${BASE_URL}/__test__/digitalfile/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.ok, `${path} hook`).toBe(true)
  return response.json() as Promise<unknown>
}

/** The server's own record of the account's documents (test hook). */
async function documentStates(): Promise<DocumentState[]> {
  const response = await fetch(`${BASE_URL}/__test__/state/digitalfile?accountNumber=${ACCOUNT}`)
  return (await response.json()) as DocumentState[]
}

const stateOf = async (name: string) => (await documentStates()).find((d) => d.name === name)!

/** The admission file of the selected career, as its list of documents. */
const admissionDocuments = (page: Page) => page.getByRole('list', { name: /^Documentos de Expediente de admisión/ })
const documentCard = (page: Page, name: string): Locator => admissionDocuments(page).getByRole('listitem', { name, exact: true })

async function openDigitalFile(page: Page) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Expediente digital' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Expediente digital' })).toBeVisible()
  await expect(documentCard(page, 'CURP')).toBeVisible()
}

test.beforeEach(async () => {
  await hook('reset', { accountNumber: ACCOUNT })
})

test.afterEach(async () => {
  await fetch(`${BASE_URL}/__test__/faults`, { method: 'DELETE' })
  // A formality's document filed here by a test is not left for the next spec.
  await hook('reset', { accountNumber: ACCOUNT })
})

/** The digital file's GET calls the page makes from now on, as `path?documentDeliveredId`. */
function digitalFileReads(page: Page) {
  const reads: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    const path = url.pathname.match(/\/digitalfile\/student\/.+$/)?.[0]
    if (request.method() === 'GET' && path) reads.push(path === '/digitalfile/student/detail' ? `${path}?${url.searchParams.get('documentDeliveredId')}` : path)
  })
  return reads
}

test('the file lists every document with its status in words, what to do next and its dates', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await openDigitalFile(page)
  const expected: Array<[string, string]> = [
    ['CURP', 'Aprobado'],
    ['Identificación oficial', 'En revisión'],
    ['Comprobante de domicilio', 'Rechazado'],
    ['Fotografía infantil', 'Por vencer'],
    ['Certificado médico', 'Vencido'],
    ['Carta de buena conducta', 'Prórroga solicitada'],
    ['Comprobante de pago de inscripción', 'Prórroga rechazada'],
    ['Solicitud de admisión firmada', 'Por subir'],
    ['Acta de nacimiento', 'Entregado en físico'],
    ['Carta compromiso de devolución de documentos', 'Carta sin firmar'],
  ]
  for (const [name, status] of expected) await expect(documentCard(page, name).getByText(status, { exact: true })).toBeVisible()
  await expect(documentCard(page, 'Comprobante de domicilio').getByText(/^Motivo del rechazo: El comprobante tiene más de 3 meses/)).toBeVisible()
  await expect(documentCard(page, 'Fotografía infantil').getByText(/^Vence en \d+ días$/)).toBeVisible()
  await expect(documentCard(page, 'Certificado médico').getByRole('button', { name: 'Solicitar prórroga de Certificado médico' })).toBeVisible()
  await expectAccessible(page, 'digital file')
})

test('a document uploaded from a file is reviewed, and the approval arrives as a notification that opens it', async ({ page, startSignedIn }) => {
  const name = 'Solicitud de admisión firmada'
  await startSignedIn('alumno')
  await studentHome(page)
  await openDigitalFile(page)
  await documentCard(page, name).getByRole('button', { name: `Subir documento ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Subir ${name}` })
  // A file whose content is not what its name says is refused, and nothing is sent.
  await dialog.getByLabel(`Archivo de ${name}`).setInputFiles({ name: 'solicitud.pdf', mimeType: 'application/pdf', buffer: Buffer.from('no soy un pdf') })
  await expect(dialog.getByRole('alert')).toHaveText('Elige un archivo de tipo PDF.')
  await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeDisabled()
  await dialog.getByLabel(`Archivo de ${name}`).setInputFiles(pdfFile('solicitud firmada (1).pdf'))
  await expect(dialog.getByText('solicitud firmada _1_.pdf')).toBeVisible()
  await expectAccessible(page, 'upload dialog')
  // A hurried double click sends one upload, never a second one refused as "pending approval".
  const uploads = await doubleClickSends(page, dialog.getByRole('button', { name: 'Enviar' }), { method: 'POST', path: '/digitalfile/assignment/upload' }, async () => {
    await expect(dialog).toBeHidden()
    await expect(documentCard(page, name).getByText('En revisión', { exact: true })).toBeVisible()
    await expect(documentCard(page, name).getByText(/Archivo: solicitud firmada _1_\.pdf/)).toBeVisible()
    await expect(outboxBadge(page)).toHaveCount(0)
  })
  expect(uploads).toBe(1)
  await expect(documentCard(page, name).getByText(/No enviado/)).toHaveCount(0)
  expect((await stateOf(name)).uploads).toBe(1)

  const id = (await stateOf(name)).documentDeliveredId
  await hook('review', { accountNumber: ACCOUNT, documentDeliveredId: id })
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Notificaciones', exact: true }).click()
  await page.getByRole('button', { name: new RegExp(`${name}`) }).first().click()
  await expect(page).toHaveURL(new RegExp(`/digital-files\\?doc=${id}$`))
  const card = documentCard(page, name)
  await expect(card.getByText('Aprobado', { exact: true })).toBeVisible()
  await expect(card.getByRole('heading', { name })).toBeFocused()

  await card.getByRole('button', { name: `Historial de ${name}` }).click()
  const history = page.getByRole('dialog', { name: `Historial de ${name}` })
  await expect(history.getByText('Archivo subido')).toBeVisible()
  await expect(history.getByText('Aprobado')).toBeVisible()
  await expect(history.getByText('Revisión de documentos').first()).toBeVisible()
})

test('a stored file opens in the portal’s viewer', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await openDigitalFile(page)
  await documentCard(page, 'CURP').getByRole('button', { name: 'Ver archivo de CURP' }).click()
  const viewer = page.getByRole('dialog', { name: 'CURP.pdf' })
  await expect(viewer).toBeVisible()
  await expect(viewer.getByRole('group', { name: 'Página 1' })).toBeVisible()
  await viewer.getByRole('button', { name: 'Cerrar' }).click()
  await expect(documentCard(page, 'CURP').getByRole('button', { name: 'Ver archivo de CURP' })).toBeFocused()
})

test('a spreadsheet opens in the viewer as a table, and exports to PDF', async ({ page, startSignedIn }) => {
  const name = 'Relación de ingresos del hogar'
  await startSignedIn('alumno')
  await studentHome(page)
  await openDigitalFile(page)
  const card = page.getByRole('list', { name: /^Documentos de Expediente de beca académica/ }).getByRole('listitem', { name, exact: true })
  await card.getByRole('button', { name: `Ver archivo de ${name}` }).click()
  const viewer = page.getByRole('dialog', { name: 'ingresos_hogar.csv' })
  const table = viewer.getByRole('table')
  await expect(table.getByRole('cell', { name: 'María Ruiz Peña' })).toBeVisible()
  await expect(table.getByRole('cell', { name: 'Ocupación' })).toBeVisible()
  await expectAccessible(page, 'spreadsheet in the viewer')
  const download = page.waitForEvent('download')
  await viewer.getByRole('button', { name: 'Exportar a PDF' }).click()
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/)
})

test('a Word document opens in the document viewer service through a short-lived ticket, removed when the viewer closes', async ({ page, startSignedIn }) => {
  const name = 'Carta de exposición de motivos'
  const previews: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/digitalfile/document/preview')) previews.push(request.method())
  })
  await startSignedIn('alumno')
  await studentHome(page)
  await openDigitalFile(page)
  const card = page.getByRole('list', { name: /^Documentos de Expediente de beca académica/ }).getByRole('listitem', { name, exact: true })
  await card.getByRole('button', { name: `Ver archivo de ${name}` }).click()
  const viewer = page.getByRole('dialog', { name: 'exposicion_motivos.docx' })
  const frame = viewer.frameLocator('iframe[title="Vista previa de exposicion_motivos.docx"]')
  await expect(frame.getByText('Vista previa de documento')).toBeVisible()
  await expect(frame.getByText(/^Solicito la beca académica porque/)).toBeVisible()
  // The address handed to the viewer service carries a ticket for this file, never the person's token.
  const src = (await viewer.locator('iframe').getAttribute('src'))!
  const visor = new URL(decodeURIComponent(src.split('src=')[1]!))
  expect(visor.pathname).toMatch(/\/digitalfile\/assignment\/visor$/)
  expect(visor.searchParams.get('access_token')).not.toMatch(/^eyJ/)
  await expectAccessible(page, 'office document preview')
  await viewer.getByRole('button', { name: 'Cerrar' }).click()
  await expect.poll(() => previews).toEqual(['POST', 'DELETE'])
  const closed = await fetch(visor.href)
  expect(closed.status).toBe(404)
})

test('a photo taken with the camera, or straight from a phone, becomes the document’s file: under its limit, upright and without its place', async ({ page, context, startSignedIn }) => {
  // Two photos prepared and one read back: more than the default minute on a loaded machine.
  test.setTimeout(120_000)
  await context.grantPermissions(['camera'])
  const name = 'Fotografía infantil'
  // What a phone's camera writes: 4000 × 3000 on its side with orientation 6, GPS, about 5 MB; the document takes 2 MB.
  const phone = cameraJpeg()
  await startSignedIn('alumno')
  await studentHome(page)
  await openDigitalFile(page)
  await documentCard(page, name).getByRole('button', { name: `Subir documento ${name}` }).click()
  const upload = page.getByRole('dialog', { name: `Subir ${name}` })
  await upload.getByRole('button', { name: 'Tomar fotos' }).click()
  const camera = page.getByRole('dialog', { name: `Fotografiar ${name}` })
  await camera.getByRole('button', { name: 'Tomar foto' }).click()
  await expect(camera.getByRole('img', { name: 'Página 1' })).toBeVisible()
  await expectAccessible(page, 'photo capture')
  await camera.getByRole('button', { name: 'Usar foto' }).click()
  await expect(camera).toBeHidden()
  await expect(upload.getByText('Fotografía infantil.jpg')).toBeVisible()
  await expect(upload.getByRole('status').filter({ hasText: /tu foto .* sin su ubicación ni otros datos de la cámara\.$/ })).toBeVisible()

  await upload.getByLabel(`Archivo de ${name}`).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: phone.bytes })
  await expect(upload.getByText('IMG_2041.jpg')).toBeVisible()
  await expect(upload.getByRole('status')).toHaveText(/^Reducimos tu foto de 4\.\d MB a \d+ kB para enviarla, sin su ubicación ni otros datos de la cámara\.$/)
  await expectAccessible(page, 'phone photo prepared')
  await upload.getByRole('button', { name: 'Enviar' }).click()
  await expect(documentCard(page, name).getByText('En revisión', { exact: true })).toBeVisible()
  expect((await stateOf(name)).uploads).toBe(1)

  // The file the server keeps, as it hands it to the viewer (the worker's request, seen by the browser context).
  let bytes: Buffer = Buffer.alloc(0)
  await context.route('**/digitalfile/assignment/download?**', async (route) => {
    const response = await route.fetch()
    bytes = await response.body()
    await route.fulfill({ response })
  })
  await documentCard(page, name).getByRole('button', { name: `Ver archivo de ${name}` }).click()
  await expect(page.getByRole('dialog', { name: 'IMG_2041.jpg' }).getByRole('img')).toBeVisible()
  expect(bytes.length).toBeLessThanOrEqual(2 * 1024 * 1024)
  const seen = await inspectJpeg(bytes)
  expect(seen).toMatchObject({ width: 1500, height: 2000, redOnTop: true, redAtBottom: false, metadataSegments: 0 })
  expect(seen.exif).toBeUndefined()
})

test('an upload made with no signal survives three killed browsers and arrives once', async () => {
  test.setTimeout(180_000)
  const name = 'Comprobante de domicilio'
  const dir = newProfileDir()
  let context = await openProfile(dir)
  let page = await context.newPage()
  await signedInUnderWorker(page)
  await openDigitalFile(page)
  await context.close()

  context = await openProfile(dir, { offline: true })
  page = context.pages()[0]!
  await page.goto('/digital-files')
  await documentCard(page, name).getByRole('button', { name: `Subir de nuevo ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Subir ${name}` })
  await dialog.getByLabel(`Archivo de ${name}`).setInputFiles(pdfFile('recibo agua.pdf'))
  await dialog.getByRole('button', { name: 'Guardar para enviar' }).click()
  await expect(documentCard(page, name).getByText('Pendiente de envío: se enviará cuando haya conexión')).toBeVisible()
  await expect(outboxBadge(page)).toHaveAccessibleName('Pendientes de envío: 1')

  for (let round = 0; round < 3; round++) {
    await killProfile(dir)
    await context.close().catch(() => undefined)
    context = await openProfile(dir, { offline: true })
    page = context.pages()[0]!
    await page.goto('/pending')
    await expect(page.getByText(`Expediente digital: ${name}`)).toBeVisible()
    await expect(page.getByText('recibo agua.pdf')).toBeVisible()
  }
  expect((await stateOf(name)).uploads).toBe(0)

  await context.setOffline(false)
  await page.goto('/digital-files')
  await expect(documentCard(page, name).getByText('En revisión', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(outboxBadge(page)).toHaveCount(0)
  expect((await stateOf(name)).uploads).toBe(1)
  await context.close()
})

test('an extension is asked for an expired document, with the form keeping what was typed until it goes', async ({ page, context, startSignedIn }) => {
  const name = 'Certificado médico'
  await startSignedIn('alumno')
  await studentHome(page)
  await openDigitalFile(page)
  await documentCard(page, name).getByRole('button', { name: `Solicitar prórroga de ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Solicitar prórroga de ${name}` })
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(dialog.getByText('Seleccione una opción')).toBeVisible()
  await expect(dialog.getByText('Este campo es obligatorio')).toBeVisible()
  await dialog.getByLabel('Tipo de prórroga').selectOption({ label: 'Motivos personales o de salud · 10 días' })
  await dialog.getByLabel('Motivo').fill('Estuve hospitalizado y la clínica aún no entrega el certificado.')
  await expectAccessible(page, 'extension form')

  await context.setOffline(true)
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Necesitas conexión para solicitar una prórroga')
  await expect(dialog.getByLabel('Motivo')).toHaveValue('Estuve hospitalizado y la clínica aún no entrega el certificado.')
  await context.setOffline(false)

  const requests = await doubleClickSends(page, dialog.getByRole('button', { name: 'Enviar solicitud' }), { method: 'POST', path: '/digitalfile/extension/insert' }, async () => {
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Solicitud de prórroga enviada')).toBeVisible()
  })
  expect(requests).toBe(1)
  await expect(documentCard(page, name).getByText('Prórroga solicitada', { exact: true })).toBeVisible()
  expect((await stateOf(name)).extensionRequests).toBe(1)
})

test('the commitment letter is read, confirmed and signed by keyboard', async ({ page, startSignedIn }) => {
  const name = 'Carta compromiso de devolución de documentos'
  await startSignedIn('alumno')
  await studentHome(page)
  await openDigitalFile(page)
  await documentCard(page, name).getByRole('button', { name: `Leer y firmar la carta de ${name}` }).click()
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog.getByText('Tu carta compromiso está pendiente de firma.')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Firmar carta' })).toBeDisabled()
  await dialog.getByRole('checkbox', { name: 'Leí la carta y acepto su contenido.' }).check()
  await expect(dialog.getByRole('img', { name: 'Tu firma: vacía' })).toBeVisible()
  await dialog.getByRole('radio', { name: 'Escribir mi nombre' }).check()
  await dialog.getByLabel('Escribe tu nombre completo').fill('Valeria Hernández Ruiz')
  await expectAccessible(page, 'commitment letter')
  const signings = await doubleClickSends(page, dialog.getByRole('button', { name: 'Firmar carta' }), { method: 'POST', path: '/digitalfile/letter/sign' }, async () => {
    await expect(dialog.getByText('Carta firmada')).toBeVisible()
  })
  expect(signings).toBe(1)
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Cerrar' }).click()
  // The signed letter stays in the file, done, with its signing in its history.
  await expect(documentCard(page, name).getByText('Aprobado', { exact: true })).toBeVisible()
})

test('a tutor reads the linked student’s file', async ({ page, startSignedIn }) => {
  await startSignedIn('tutor')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Expediente digital' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Expediente digital' })).toBeVisible()
  await expect(page.getByRole('listitem', { name: 'CURP', exact: true }).first()).toBeVisible()
  await expectAccessible(page, 'digital file, tutor')
})

test('an upload acknowledged by the server shows its new state by reading that document and its file, not every list again', async ({ page, startSignedIn }) => {
  const name = 'Solicitud de admisión firmada'
  await startSignedIn('alumno')
  await studentHome(page)
  await openDigitalFile(page)
  const { documentDeliveredId: id, assignedDigitalFileId: fileId } = await stateOf(name)
  const card = documentCard(page, name)
  await expect(card.getByText('Por subir', { exact: true })).toBeVisible()

  const reads = digitalFileReads(page)
  await card.getByRole('button', { name: `Subir documento ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Subir ${name}` })
  await dialog.getByLabel(`Archivo de ${name}`).setInputFiles(pdfFile('solicitud.pdf'))
  await dialog.getByRole('button', { name: 'Enviar' }).click()
  await expect(card.getByText('En revisión', { exact: true })).toBeVisible()
  await expect(card.getByText(/Archivo: solicitud\.pdf/)).toBeVisible()
  await expect(card.getByRole('button', { name: `Subir de nuevo ${name}` })).toHaveCount(0)
  await expect.poll(() => reads.length).toBeGreaterThanOrEqual(2)
  // That document (`/detail`) and its file (`/{id}`), once each; the lists are not read again.
  expect(reads.sort()).toEqual([`/digitalfile/student/${fileId}`, `/digitalfile/student/detail?${id}`])
  expect((await stateOf(name)).uploads).toBe(1)
})

test('signing the letter moves the file’s progress at once', async ({ page, startSignedIn }) => {
  const name = 'Carta compromiso de devolución de documentos'
  await startSignedIn('alumno')
  await studentHome(page)
  await openDigitalFile(page)
  const file = page.getByRole('region', { name: 'Expediente de admisión' })
  const progress = file.getByText(/^\d+ de \d+ documentos aprobados$/)
  const [done, total] = (await progress.textContent())!.match(/\d+/g)!.map(Number)
  const reads = digitalFileReads(page)
  await documentCard(page, name).getByRole('button', { name: `Leer y firmar la carta de ${name}` }).click()
  const dialog = page.getByRole('dialog', { name })
  await dialog.getByRole('checkbox', { name: 'Leí la carta y acepto su contenido.' }).check()
  await dialog.getByRole('radio', { name: 'Escribir mi nombre' }).check()
  await dialog.getByLabel('Escribe tu nombre completo').fill('Valeria Hernández Ruiz')
  await dialog.getByRole('button', { name: 'Firmar carta' }).click()
  await expect(dialog.getByText('Carta firmada')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cerrar' }).click()
  await expect(documentCard(page, name).getByText('Aprobado', { exact: true })).toBeVisible()
  await expect(progress).toHaveText(`${done! + 1} de ${total} documentos aprobados`)
  expect(reads.filter((path) => path === '/digitalfile/student/all' || path === '/digitalfile/student/documents')).toEqual([])
})

test('a notification about a document the kept list does not have yet opens it, with its file, while the list is the saved copy', async ({ page, context, startSignedIn }) => {
  await fetch(`${BASE_URL}/__test__/onlinewindow/reset`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ accountNumber: ACCOUNT }),
  })
  await startSignedIn('alumno')
  await studentHome(page)
  await workerInCharge(page)
  await openDigitalFile(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Trámites y constancias' })).toHaveCount(0)

  // A formality is asked for; school services file its PDF in a file of its own, and say so.
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Trámites', exact: true }).click()
  await page.getByRole('button', { name: 'Solicitar Constancia de estudios' }).click()
  await expect(page.getByRole('region', { name: 'Mis solicitudes' }).getByRole('row').filter({ hasText: 'Constancia de estudios' })).toBeVisible()
  const produced = await fetch(`${BASE_URL}/__test__/onlinewindow/produce`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ accountNumber: ACCOUNT }),
  })
  const [id] = ((await produced.json()) as { documents: number[] }).documents
  // The list of files is in trouble on the server: whenever it is asked, the saved copy answers, without the new file.
  await fetch(`${BASE_URL}/__test__/faults`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: '/digitalfile/student/all', method: 'GET', mode: '503', count: 20 }),
  })

  const reads = digitalFileReads(page)
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Notificaciones', exact: true }).click()
  await page.getByRole('button', { name: /Constancia de estudios ya está en tu expediente digital/ }).first().click()
  await expect(page).toHaveURL(new RegExp(`/digital-files\\?doc=${id}$`))
  const formalities = page.getByRole('list', { name: /^Documentos de Trámites y constancias/ })
  const card = formalities.getByRole('listitem', { name: 'Constancia de estudios', exact: true })
  await expect(card.getByText('Aprobado', { exact: true })).toBeVisible()
  await expect(card.getByRole('heading', { name: 'Constancia de estudios' })).toBeFocused()
  // The kept files are still there, beside it.
  await expect(documentCard(page, 'CURP')).toBeVisible()
  expect(reads).toContain(`/digitalfile/student/detail?${id}`)
  expect(reads.some((path) => /^\/digitalfile\/student\/\d+$/.test(path))).toBe(true)
  await expectAccessible(page, 'a linked document in a file the kept list lacks')

  // With no signal, the saved list of files has the new one too, with the list's own age.
  await context.setOffline(true)
  await page.goto('/digital-files')
  await expect(page.getByText(/^Sin conexión · actualizado hace/).first()).toBeVisible()
  await expect(formalities.getByRole('listitem', { name: 'Constancia de estudios', exact: true })).toBeVisible()
  await expect(documentCard(page, 'CURP')).toBeVisible()
})

test('a link to a document that does not exist, or of the other career, says so instead of showing it among this career’s files', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno', { start: '/digital-files?doc=999999' })
  await expect(page.getByText('No encontramos ese documento en tu expediente digital.')).toBeVisible()
  await expect(documentCard(page, 'CURP')).toBeVisible()

  // The first document of the admission file of the student's second career (pedagogy).
  const other = (await documentStates()).find((d) => d.documentDeliveredId === 10201)!
  expect(other.assignedDigitalFileId).not.toBe((await stateOf('CURP')).assignedDigitalFileId)
  await page.goto('/digital-files?doc=10201')
  await expect(page.getByRole('status').filter({ hasText: `«${other.name}» es del expediente de otra carrera o de otro alumno. Elígelo en Inicio para verlo.` })).toBeVisible()
  await expect(documentCard(page, 'CURP')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /Pedagogía/ })).toHaveCount(0)
})
