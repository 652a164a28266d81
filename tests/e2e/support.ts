import { expect, type Locator, type Page, type Request } from '@playwright/test'
import { PORTS } from '../../playwright.config'

export const DEMO_PASSWORD = 'demo'
export type DemoUser = 'alumno' | 'tutor' | 'admin' | 'sinmatricula' | 'desconocido'

export const unitecUrl = (path = '/') => `http://localhost:${PORTS.unitec}${path}`

/** Signs in the way a person does: the portal's button, then the provider's form. */
export async function signIn(page: Page, user: DemoUser, { start = '/' } = {}) {
  await page.goto(start)
  await page.getByRole('button', { name: 'Iniciar sesión con Microsoft' }).click()
  await page.getByLabel('Usuario').fill(user)
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
}

/** Home keeps its first choice of student and career in the person's database; screens read it from there. */
export async function selectionSaved(page: Page) {
  await expect(page.getByRole('region', { name: 'Alumno seleccionado' })).toBeVisible()
}

/** The student's home, with the first choice of student and career saved. */
export async function studentHome(page: Page) {
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  // The first choice of student and career is saved before any screen that needs it reloads.
  await selectionSaved(page)
}

export async function signInAsStudent(page: Page) {
  await signIn(page, 'alumno')
  await studentHome(page)
}

/** Waits until the worker is in charge of the page. */
export async function workerInCharge(page: Page) {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true)
}

/** Signs in as a student and waits until the worker is in charge of the page. */
export async function signedInUnderWorker(page: Page) {
  await signInAsStudent(page)
  await workerInCharge(page)
}

/**
 * An administrative opens "Buscar alumno" from the menu, looks a student up by account number and
 * selects them: every student screen then shows that student.
 */
export async function selectFoundStudent(page: Page, account: string, name: RegExp) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Buscar alumno' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar alumno' })).toBeVisible()
  const search = page.getByRole('search', { name: 'Buscar alumno' })
  await search.getByLabel('Buscar por').selectOption({ label: 'Número de cuenta' })
  await search.getByLabel('Texto a buscar').fill(account)
  await search.getByRole('button', { name: 'Buscar', exact: true }).click()
  await page.getByRole('table', { name: 'Alumnos encontrados' }).getByRole('button', { name }).click()
  await expect(page.getByRole('region', { name: 'Alumno seleccionado' })).toContainText(account)
}

/** A small real PDF, as a person would pick from their phone. */
export function pdfFile(name: string) {
  const text = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text) }
}

/** The header's link to "Pendientes de envío", named with the count of queued items. */
export const outboxBadge = (page: Page) => page.getByRole('link', { name: /^Pendientes de envío: / })

/** Names of IndexedDB databases, keys of both storages and Cache Storage of the page's origin. */
export async function browserStorage(page: Page) {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((db) => db.name ?? ''),
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    caches: 'caches' in window ? await caches.keys() : [],
  }))
}

/**
 * Double-clicks a send button, as a hurried person does, and answers how many requests of the
 * call it makes (`method` and the end of the API path, from the page and its worker) have left
 * by the time `settled` holds: one tap, one action means exactly one.
 */
export async function doubleClickSends(page: Page, button: Locator, call: { method: string; path: string }, settled: () => Promise<void>) {
  const sent: string[] = []
  const watch = (request: Request) => {
    if (request.method() === call.method && new URL(request.url()).pathname.endsWith(call.path)) sent.push(request.url())
  }
  page.context().on('request', watch)
  try {
    await button.dblclick()
    await settled()
  } finally {
    page.context().off('request', watch)
  }
  return sent.length
}
