import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { expectViewerShows, viewer } from './academic'
import { newProfileDir, openProfile, userDbRows } from './profile'
import { selectionSaved, signIn } from './support'

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' })
const recent = (page: Page) => page.getByRole('region', { name: 'Vistos recientemente' })
const savedSection = (page: Page) => page.getByRole('region', { name: 'Recursos digitales guardados' })

test('a document searched in a library opens in the viewer, stays under Vistos recientemente and reads with no signal after a restart; Configuración shows its space and clears it', async () => {
  test.setTimeout(180_000)
  const dir = newProfileDir()
  let context = await openProfile(dir)
  let page = await context.newPage()
  await signIn(page, 'alumno')
  await selectionSaved(page)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

  await menu(page).getByRole('link', { name: 'Recursos digitales' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Recursos digitales' })).toBeVisible()
  await expect(recent(page).getByText('Aún no has abierto ningún recurso en este dispositivo.')).toBeVisible()
  await expect(page.getByLabel('Biblioteca', { exact: true })).toHaveValue('UVM-GENERAL')
  await expect(page.getByText('25 documentos')).toBeVisible()
  // The sections of the filter are kept on this device, like the libraries.
  await expect(page.getByRole('combobox', { name: 'Sección' })).toBeVisible()
  await expect
    .poll(async () => (await userDbRows<{ kind: string }>(page, 'snapshots')).map((row) => row.kind))
    .toEqual(expect.arrayContaining(['document-sections', 'student-libraries']))

  // Paged: ten at a time.
  const documents = page.getByRole('list', { name: 'Documentos' })
  await expect(documents.getByRole('listitem')).toHaveCount(10)
  await page.getByRole('button', { name: 'Siguiente' }).click()
  await expect(page.getByText('Página 2 de 3')).toBeVisible()

  // Three characters are not searched yet; more are, after the pause.
  const search = page.getByLabel('Buscar por título, autor o tema')
  await search.fill('eco')
  await expect(page.getByText('Escribe más de 3 caracteres para buscar.')).toBeVisible()
  await expect(page.getByText('25 documentos')).toBeVisible()
  await search.fill('Umberto Eco')
  await expect(page.getByText('1 documento', { exact: true })).toBeVisible()
  await expect(documents.getByRole('listitem')).toHaveCount(1)
  await search.fill('astrofísica cuántica')
  await expect(page.getByText('Ningún documento coincide con «astrofísica cuántica».')).toBeVisible()
  await search.fill('Umberto')

  await page.getByRole('button', { name: 'Abrir Cómo se hace una tesis' }).click()
  await expectViewerShows(page, 'Cómo se hace una tesis')
  await viewer(page).getByRole('button', { name: 'Cerrar' }).click()

  // An image, from its tab by keyboard.
  await search.fill('')
  await page.getByRole('tab', { name: /^Documentos/ }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Imágenes (4)' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: 'Abrir Mapa de bibliotecas de la red' }).click()
  await expect(page.getByRole('dialog', { name: /\.png$/ })).toBeVisible()
  await page.getByRole('dialog', { name: /\.png$/ }).getByRole('button', { name: 'Cerrar' }).click()

  // Newest first, each saved on this device.
  const rows = recent(page).getByRole('listitem')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText('Mapa de bibliotecas de la red')
  await expect(rows.nth(1)).toContainText('Cómo se hace una tesis')
  await expect(recent(page).getByText(/^Disponible sin conexión · guardado /)).toHaveCount(2)
  await expectAccessible(page, 'digital resources with recently viewed')

  await menu(page).getByRole('link', { name: 'Configuración' }).click()
  await expect(savedSection(page).getByText(/^Espacio usado por recursos guardados: \d+ kB de 25 MB \(2 archivos\)$/)).toBeVisible()
  await expectAccessible(page, 'Configuración with saved resources')
  // The directory of libraries (UNITEC's menu entry; the screen is the same for UVM) is kept too.
  await page.goto('/libraries')
  await expect(page.getByRole('heading', { name: 'Acervo de Psicología' })).toBeVisible()
  await context.close()

  // No signal, a new browser start: the saved document still opens; searching says it needs a signal.
  context = await openProfile(dir, { offline: true })
  page = context.pages()[0]!
  await page.goto('/digital-resources')
  await expect(page.getByText('Sin conexión: buscar en las bibliotecas necesita internet. Tus recursos guardados en este dispositivo se pueden abrir arriba.')).toBeVisible()
  await expect(page.getByLabel('Buscar por título, autor o tema')).toHaveCount(0)
  await expect(recent(page).getByRole('listitem')).toHaveCount(2)
  await recent(page).getByRole('button', { name: 'Abrir Cómo se hace una tesis' }).click()
  await expectViewerShows(page, 'Cómo se hace una tesis')
  await viewer(page).getByRole('button', { name: 'Cerrar' }).click()
  await expectAccessible(page, 'digital resources offline')

  await page.goto('/libraries')
  await expect(page.getByRole('heading', { name: 'Acervo de Psicología' })).toBeVisible()
  await expect(page.getByText(/^Sin conexión · actualizado hace/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ver recursos de Biblioteca Campus Coyoacán' })).toBeVisible()

  // Clearing the saved resources frees their space; the list remembers them, now needing a signal.
  await page.goto('/settings/devices')
  await savedSection(page).getByRole('button', { name: 'Borrar recursos guardados' }).click()
  await expect(savedSection(page).getByText('Se borraron los recursos guardados en este dispositivo.')).toBeVisible()
  await expect(savedSection(page).getByText('Espacio usado por recursos guardados: ninguno, de 25 MB')).toBeVisible()
  await page.goto('/digital-resources')
  await expect(recent(page).getByText('No guardado en este dispositivo: necesita conexión')).toHaveCount(2)
  await expect(recent(page).getByRole('button', { name: 'Abrir Cómo se hace una tesis' })).toBeDisabled()
  await context.close()
})

test('a library’s resources are filtered by section, with the search and the pages, and a section with nothing says so', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await selectionSaved(page)
  await menu(page).getByRole('link', { name: 'Recursos digitales' }).click()
  await expect(page.getByText('25 documentos')).toBeVisible()
  const documents = page.getByRole('list', { name: 'Documentos' })
  await page.getByRole('button', { name: 'Siguiente' }).click()
  await expect(page.getByText('Página 2 de 3')).toBeVisible()

  // A section starts again at its first page, and holds only what is filed under it.
  const section = page.getByRole('combobox', { name: 'Sección' })
  await expect(section).toHaveValue('')
  await expect(section.getByRole('option')).toHaveText(['Todas las secciones', 'Guías', 'Reglamentos', 'Libros electrónicos', 'Plantillas de tesis', 'Mapas y planos', 'Infografías'])
  await section.selectOption({ label: 'Reglamentos' })
  await expect(page.getByText('5 documentos')).toBeVisible()
  await expect(documents.getByRole('listitem')).toHaveCount(5)
  await expect(documents.getByRole('listitem').filter({ hasNotText: 'Reglamentos' })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Páginas de resultados' })).toHaveCount(0)

  // The search keeps to the section.
  const search = page.getByLabel('Buscar por título, autor o tema')
  await search.fill('titulación')
  await expect(page.getByText('1 documento', { exact: true })).toBeVisible()
  await expect(documents.getByRole('listitem')).toHaveText([/^Reglamento de titulación/])
  await section.selectOption({ label: 'Plantillas de tesis' })
  await expect(page.getByText('3 documentos')).toBeVisible()
  await search.fill('astrofísica')
  await expect(page.getByText('Ningún documento de la sección Plantillas de tesis coincide con «astrofísica».')).toBeVisible()
  await search.fill('')

  // A section the library files no documents under says so; its images are under the other tab.
  await section.selectOption({ label: 'Infografías' })
  await expect(page.getByText('Esta biblioteca no tiene documentos en la sección Infografías.')).toBeVisible()
  await expectAccessible(page, 'digital resources, an empty section')
  await page.getByRole('tab', { name: 'Imágenes (4)' }).click()
  await expect(page.getByText('3 imágenes')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Imágenes' }).getByText('Pasos para citar una fuente')).toBeVisible()

  // Every section again: the whole library.
  await section.selectOption({ label: 'Todas las secciones' })
  await expect(page.getByText('4 imágenes')).toBeVisible()
})

test('Bibliotecas (UNITEC) lists the portal’s libraries, says which the student may not use, and opens one’s resources', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno', { brand: 'unitec' })
  await selectionSaved(page)
  await menu(page).getByRole('link', { name: 'Bibliotecas' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bibliotecas' })).toBeVisible()
  const atizapan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Biblioteca Campus Atizapán' }) })
  await expect(atizapan.getByText('No disponible para tu campus o programa')).toBeVisible()
  await expectAccessible(page, 'libraries')

  await page.getByRole('link', { name: 'Ver recursos de Biblioteca Campus Sur' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Recursos digitales' })).toBeVisible()
  await expect(page.getByLabel('Biblioteca', { exact: true })).toHaveValue('UNITEC-SUR')
  await page.getByRole('tab', { name: 'Imágenes (2)' }).click()
  await expect(page.getByRole('list', { name: 'Imágenes' }).getByText('Mapa del Campus Sur')).toBeVisible()
})
