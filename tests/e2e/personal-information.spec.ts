import type { Page } from '@playwright/test'
import { expectViewerShows, pdfText, viewer } from './academic'
import { expect, expectAccessible, test } from './fixtures'
import { BASE_URL } from './profile'
import { selectionSaved, studentHome, workerInCharge } from './support'

/** alumno's first account: single, with a change of its given names rejected two months ago. */
const ACCOUNT = '010245871'

async function personalHook(path: 'reset' | 'decide', body: object) {
  const response = await fetch(`${BASE_URL}/__test__/personal/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.ok, `${path} hook: ${await response.clone().text()}`).toBe(true)
}

/** A one-page PDF, as a scanner's "save as PDF" writes one. */
const certificatePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/** Today in Mexico City, `years` years back (28 February for a 29th that year lacks). */
function yearsAgo(years: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date()).split('-').map(Number) as [number, number, number]
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
  const date = month === 2 && day === 29 && !leap(year - years) ? 28 : day
  return `${year - years}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`
}

const record = (page: Page) => page.getByRole('region', { name: 'Datos registrados' })
const requests = (page: Page) => page.getByRole('region', { name: 'Solicitudes de cambio' })
const changeForm = (page: Page) => page.getByRole('form', { name: 'Solicitud de cambio de datos personales' })
/** The value the record's definition list gives a term. */
const definition = (page: Page, term: string) =>
  record(page).getByRole('term').filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]')

test.beforeEach(async () => {
  await personalHook('reset', { accountNumber: ACCOUNT })
})

test('the student reads the record and its PDF, asks to be registered as married with the certificate, and sees it once approved', async ({ page, startSignedIn }) => {
  test.setTimeout(120_000)
  await startSignedIn('alumno')
  await studentHome(page)
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Información del alumno' }).click()
  const sections = page.getByRole('navigation', { name: 'Información del alumno' })
  await sections.getByRole('link', { name: 'Datos personales' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible()
  await expect(sections.getByRole('link', { name: 'Datos personales' })).toHaveAttribute('aria-current', 'page')

  await expect(definition(page, 'Nombre(s)')).toHaveText('Valeria')
  await expect(definition(page, 'Apellido paterno')).toHaveText('Hernández')
  await expect(definition(page, 'CURP')).toHaveText(/^HERV\d{2}0314MDFRZL[0A]\d$/)
  await expect(definition(page, 'Fecha de nacimiento')).toHaveText(/^14 de marzo de \d{4} \(\d+ años\)$/)
  await expect(definition(page, 'Estado civil')).toHaveText('Soltero/a')
  const rejected = requests(page).getByRole('listitem').filter({ hasText: 'Rechazada' }).first()
  await expect(rejected).toContainText('Nombre(s): Valeria → Valeria Sofía')
  await expect(rejected).toContainText('Motivo: Los datos que escribiste no coinciden con el documento oficial que enviaste.')
  await expectAccessible(page, 'personal information')

  await record(page).getByRole('button', { name: 'Descargar PDF' }).click()
  await expectViewerShows(page, 'Datos registrados')
  const downloading = page.waitForEvent('download')
  await viewer(page).getByRole('button', { name: 'Descargar' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`datos-personales-${ACCOUNT}.pdf`)
  const { text } = await pdfText(download)
  for (const value of ['Valeria Hernández Ruiz', ACCOUNT, 'Soltero/a', 'Ciudad de México']) expect(text).toContain(value)
  await viewer(page).getByRole('button', { name: 'Cerrar' }).click()

  await record(page).getByRole('button', { name: 'Solicitar cambio' }).click()
  const form = changeForm(page)
  await expect(form.getByLabel('Nombre(s)')).toHaveValue('Valeria')
  await expect(form.getByLabel('Documento oficial')).toHaveCount(0)
  await form.getByLabel('Estado civil').selectOption({ label: 'Casado/a' })
  await form.getByRole('button', { name: 'Enviar solicitud' }).click()
  // Spec §5: a new marital status needs its official document.
  await expect(form.getByText('Este campo es obligatorio')).toBeVisible()
  await form.getByLabel('Documento oficial').setInputFiles({ name: 'Acta de matrimonio.pdf', mimeType: 'application/pdf', buffer: certificatePdf })
  await expect(form.getByText('Acta de matrimonio.pdf')).toBeVisible()
  await expectAccessible(page, 'change form with its document')
  await form.getByRole('button', { name: 'Enviar solicitud' }).click()

  await expect(page.getByText('Enviamos tu solicitud. Aquí verás la respuesta cuando la universidad la revise.')).toBeVisible()
  await expect(form).toHaveCount(0)
  const pending = requests(page).getByRole('listitem').filter({ hasText: 'Pendiente de aprobación' })
  await expect(pending).toContainText('Estado civil: Soltero/a → Casado/a')
  await expect(pending).toContainText('La revisión tarda de 3 a 5 días.')
  await expect(pending).toContainText('Documento enviado: Acta de matrimonio.pdf')
  // In review the record is unchanged, and no second request can go.
  await expect(definition(page, 'Estado civil')).toHaveText('Soltero/a')
  await expect(record(page).getByRole('button', { name: 'Solicitar cambio' })).toHaveCount(0)

  await personalHook('decide', { accountNumber: ACCOUNT, verdict: 'approve' })
  await page.reload()
  await expect(definition(page, 'Estado civil')).toHaveText('Casado/a')
  const approved = requests(page).getByRole('listitem').first()
  await expect(approved).toContainText('Aprobada')
  await expect(approved).toContainText('Estado civil: Soltero/a → Casado/a')
  await expect(record(page).getByRole('button', { name: 'Solicitar cambio' })).toBeVisible()
})

test('a birth date of someone 9 years old is refused by the age rule, and what was typed stays, even through a reload with no signal', async ({ page, context, startSignedIn }) => {
  test.setTimeout(120_000)
  await startSignedIn('alumno')
  await studentHome(page)
  await workerInCharge(page)
  await page.goto('/student-information/personal')
  await record(page).getByRole('button', { name: 'Solicitar cambio' }).click()
  const form = changeForm(page)
  await form.getByLabel('Nacionalidad').fill('Española')
  const birth = form.getByLabel('Fecha de nacimiento')
  await birth.fill(yearsAgo(9))
  await birth.blur()
  await expect(form.getByText('La edad mínima es de 10 años')).toBeVisible()
  await form.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(form.getByText('La edad mínima es de 10 años')).toBeVisible()
  await expect(form.getByLabel('Nacionalidad')).toHaveValue('Española')
  await expect(requests(page).getByText('Pendiente de aprobación')).toHaveCount(0)
  await expectAccessible(page, 'age rule')

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText(/^Sin conexión · actualizado hace/)).toBeVisible()
  await expect(definition(page, 'Nombre(s)')).toHaveText('Valeria')
  await expect(page.getByText('Recuperamos lo que habías escrito en este formulario.')).toBeVisible()
  await expect(form.getByLabel('Nacionalidad')).toHaveValue('Española')
  await expect(form.getByLabel('Fecha de nacimiento')).toHaveValue(yearsAgo(9))
  await expect(form.getByRole('button', { name: 'Enviar solicitud' })).toBeDisabled()
  await expect(form.getByText('Sin conexión: enviar la solicitud necesita internet. Lo que escribiste se queda en este dispositivo.')).toBeVisible()
  await expect(record(page).getByRole('button', { name: 'Descargar PDF' })).toBeDisabled()
  await context.setOffline(false)

  // Back online, the draft is still there to finish.
  await page.reload()
  await expect(form.getByLabel('Nacionalidad')).toHaveValue('Española')
  await birth.fill(yearsAgo(10))
  await form.getByRole('button', { name: 'Enviar solicitud' }).click()
  const pending = requests(page).getByRole('listitem').filter({ hasText: 'Pendiente de aprobación' })
  await expect(pending).toContainText('Nacionalidad: Mexicana → Española')
  await expect(pending).toContainText('Fecha de nacimiento: 14 de marzo de')
})

test('a tutor reads the linked student’s record and its PDF, and cannot ask for a change', async ({ page, startSignedIn }) => {
  await startSignedIn('tutor')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await selectionSaved(page)
  await page.goto('/student-information/personal?change=true')
  await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible()
  await expect(definition(page, 'Apellido paterno')).toHaveText('Ramírez')
  await expect(definition(page, 'CURP')).toHaveText(/^RA[A-Z]{2}\d{6}[HM][A-Z]{5}[0-9A]\d$/)
  await expect(record(page).getByText('Solo el alumno puede solicitar cambios a sus datos personales.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Solicitar cambio' })).toHaveCount(0)
  await expect(changeForm(page)).toHaveCount(0)
  await record(page).getByRole('button', { name: 'Descargar PDF' }).click()
  await expectViewerShows(page, 'Ramírez')
})
