import type { Page } from '@playwright/test'
import { curpCheckDigit } from '../../src/contract/field-patterns'
import { expect, expectAccessible, test } from './fixtures'
import { BASE_URL } from './profile'
import { doubleClickSends, pdfFile, selectionSaved, studentHome } from './support'

/** alumno's first account, the one home selects first. */
const ACCOUNT = '010245871'
const curp = (first17: string) => `${first17}${curpCheckDigit(first17)}`
/** Jorge Ramírez Castillo: his personal email is the demo tutor account's. */
const JORGE_CURP = curp('RACJ750312HDFMSR0')

async function guardiansHook(path: 'reset' | 'decide', body: object) {
  const response = await fetch(`${BASE_URL}/__test__/guardians/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.ok, `${path} hook: ${await response.clone().text()}`).toBe(true)
}

const registration = (page: Page) => page.getByRole('form', { name: 'Registro de tutor' })
const person = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true })

async function openParents(page: Page) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Información del alumno' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Padres o tutores' })).toBeVisible()
}

test.beforeEach(async () => {
  await guardiansHook('reset', { accountNumber: ACCOUNT })
})

test('a tutor registered with the form survives a reload, goes to review, and its approval arrives as a notification; the tutor then sees the student', async ({ page, browser, startSignedIn, signedInStates }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await openParents(page)
  await expect(page.getByRole('navigation', { name: 'Información del alumno' }).getByRole('link', { name: 'Padres o tutores' })).toHaveAttribute('aria-current', 'page')
  await expect(person(page, 'Patricia Ruiz Salgado').getByText('Habilitado', { exact: true })).toBeVisible()
  await expect(person(page, 'Ernesto Hernández Lara').getByText('Deshabilitado', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Registrar tutor' }).click()
  const form = registration(page)
  await form.getByLabel('Nombre(s)').fill('Jorge')
  await form.getByLabel('Apellido paterno').fill('Ramírez')
  await form.getByLabel('Apellido materno').fill('Castillo')
  // A CURP of someone else: the form says so before anything is sent.
  await form.getByLabel('CURP').fill(curp('RUSP780821MDFZLT0').toLowerCase())
  await form.getByLabel('Parentesco').focus()
  await expect(form.getByText('La CURP no corresponde al nombre y los apellidos escritos: revisa ambos.')).toBeVisible()
  await form.getByLabel('CURP').fill(JORGE_CURP)
  await expect(form.getByText('La CURP no corresponde', { exact: false })).toHaveCount(0)
  await form.getByLabel('Parentesco').selectOption({ label: 'Padre' })
  // The place of issue comes from the list, by keyboard.
  const place = form.getByRole('combobox', { name: 'Lugar de expedición de la identificación' })
  await place.fill('ciudad')
  await expect(form.getByRole('listbox', { name: 'Lugar de expedición de la identificación' }).getByRole('option')).toHaveText(['Ciudad de México'])
  await place.press('ArrowDown')
  await place.press('Enter')
  await expect(place).toHaveValue('Ciudad de México')
  await form.getByLabel('Correo electrónico personal').fill('tutor@demo.edu.mx')
  // Spec §5's length messages: a mobile one digit short, an occupation over 30 characters; what was typed stays.
  await form.getByLabel('Celular').fill('551234567')
  await form.getByLabel('Ocupación').fill('Administrador de proyectos de construcción')
  await expect(form.getByText('Mínimo y máximo 10 caracteres')).toBeVisible()
  await expect(form.getByText('Máximo 30 caracteres')).toBeVisible()
  await expect(form.getByLabel('Ocupación')).toHaveValue('Administrador de proyectos de construcción')
  await form.getByLabel('Celular').fill('5512345678')
  await form.getByLabel('Ocupación').fill('Administrador')
  await expect(form.getByText('Máximo 30 caracteres')).toHaveCount(0)
  await expectAccessible(page, 'tutor registration form')

  // A reload keeps the form open and puts back what was typed; the document must be attached again.
  await expect(page).toHaveURL(/registrar=true/)
  await page.reload()
  await expect(registration(page).getByText('Recuperamos lo que habías escrito en este formulario.')).toBeVisible()
  await expect(registration(page).getByLabel('CURP')).toHaveValue(JORGE_CURP)
  await expect(registration(page).getByRole('combobox', { name: 'Lugar de expedición de la identificación' })).toHaveValue('Ciudad de México')
  await registration(page).getByRole('button', { name: 'Enviar a revisión' }).click()
  await expect(registration(page).getByText('Adjunta la identificación oficial de la persona.')).toBeVisible()
  await registration(page).getByLabel('Identificación oficial', { exact: true }).setInputFiles(pdfFile('INE Jorge.pdf'))
  // A hurried double click registers the person once.
  const registrations = await doubleClickSends(page, registration(page).getByRole('button', { name: 'Enviar a revisión' }), { method: 'POST', path: '/student/tutor' }, async () => {
    await expect(page.getByText(/^Registro enviado\. La universidad revisará/)).toBeVisible()
  })
  expect(registrations).toBe(1)
  await expect(registration(page)).toHaveCount(0)
  const jorge = person(page, 'Jorge Ramírez Castillo')
  await expect(jorge.getByText('En revisión', { exact: true })).toBeVisible()
  await expect(jorge.getByText(/La universidad revisa sus documentos en 3 a 5 días hábiles/)).toBeVisible()
  await expect(jorge.getByRole('button')).toHaveCount(0)

  // The registrar approves; the notification takes the student to the list, where Jorge is enabled.
  await guardiansHook('decide', { accountNumber: ACCOUNT, verdict: 'approve' })
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Notificaciones', exact: true }).click()
  await page.getByRole('region', { name: 'Hoy' }).getByRole('button', { name: /Tutor aprobado/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Padres o tutores' })).toBeVisible()
  await expect(person(page, 'Jorge Ramírez Castillo').getByText('Habilitado', { exact: true })).toBeVisible()
  await expect(person(page, 'Jorge Ramírez Castillo').getByText('Puede ver tu información en el portal con su cuenta de tutor.')).toBeVisible()

  // The tutor's own account now offers Valeria among its students.
  const tutorContext = await browser.newContext({ storageState: await signedInStates('tutor', 'uvm') })
  const tutorPage = await tutorContext.newPage()
  await tutorPage.goto('/')
  await selectionSaved(tutorPage)
  await expect(tutorPage.getByLabel('Alumno', { exact: true }).getByRole('option', { name: new RegExp(`${ACCOUNT} · Valeria Hernández Ruiz`) })).toHaveCount(1)
  await tutorContext.close()
})

test('disabling asks first and takes effect at once; asking to enable again goes to review; a tutor reads without actions', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await openParents(page)
  const patricia = person(page, 'Patricia Ruiz Salgado')
  await patricia.getByRole('button', { name: 'Deshabilitar a Patricia Ruiz Salgado' }).click()
  const confirm = page.getByRole('alertdialog', { name: '¿Deshabilitar a Patricia Ruiz Salgado?' })
  await confirm.getByRole('button', { name: 'Deshabilitar' }).click()
  await expect(page.getByText('Patricia Ruiz Salgado quedó deshabilitado.')).toBeVisible()
  await expect(patricia.getByText('Deshabilitado', { exact: true })).toBeVisible()

  const ernesto = person(page, 'Ernesto Hernández Lara')
  await ernesto.getByRole('button', { name: 'Pedir habilitar de nuevo a Ernesto Hernández Lara' }).click()
  await page.getByRole('alertdialog', { name: '¿Pedir habilitar de nuevo a Ernesto Hernández Lara?' }).getByRole('button', { name: 'Pedir habilitar' }).click()
  await expect(ernesto.getByText('Deshabilitado · habilitación en revisión')).toBeVisible()
  await guardiansHook('decide', { accountNumber: ACCOUNT, verdict: 'reject', reason: 'Falta el acta de nacimiento' })
  await page.reload()
  await expect(ernesto.getByText('No se habilitó de nuevo: Falta el acta de nacimiento.')).toBeVisible()

  // Economic responsibles: the same screen for the other kind, from the section's links.
  await page.getByRole('navigation', { name: 'Información del alumno' }).getByRole('link', { name: 'Responsables económicos' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Responsables económicos' })).toBeVisible()
  await expect(person(page, 'Patricia Ruiz Salgado').getByText('Habilitado', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Registrar responsable económico' })).toBeVisible()
  await expectAccessible(page, 'economic responsibles')
})

test('a tutor sees the linked student\'s people read-only', async ({ page, startSignedIn }) => {
  await startSignedIn('tutor')
  await selectionSaved(page)
  await page.goto('/student-information/parents')
  await expect(page.getByRole('heading', { level: 1, name: 'Padres o tutores' })).toBeVisible()
  await expect(person(page, 'Jorge Ramírez Castillo')).toBeVisible()
  await expect(page.getByRole('button', { name: /Registrar|Deshabilitar|Pedir habilitar/ })).toHaveCount(0)
})
