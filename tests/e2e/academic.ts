import { expect, type Download, type Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'

export const ALUMNO = { name: 'Valeria Hernández Ruiz', account: '010245871' }

/** The five attendance messages of spec §4, as seeded across alumno's enrolled subjects. */
export const ATTENDANCE_MESSAGES = [
  'Excelente trabajo, mantén el buen camino',
  'Cuida tu asistencia',
  'Cuidado, faltar más te pondrá en riesgo',
  'Ya alcanzaste el máximo de faltas. No puedes faltar.',
  'Has pasado el máximo de faltas permitidas.',
]

/** An event button of the agenda: "‹title›, ‹time›, ‹calendar›". */
export const agendaEvent = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title} ?, `) })

export const viewer = (page: Page) => page.getByRole('dialog', { name: /\.pdf$/ })

/** The text of every page of a downloaded PDF, read with pdf.js as a person's reader would. */
export async function pdfText(download: Download): Promise<{ pages: number; text: string }> {
  const path = await download.path()
  const data = new Uint8Array(await readFile(path))
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = pdfjs.getDocument({ data, enableXfa: false })
  const document = await task.promise
  let text = ''
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent()
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\n'
  }
  const pages = document.numPages
  await task.destroy()
  return { pages, text }
}

/** Waits for the viewer to draw its first page and for the text layer to hold `text`. */
export async function expectViewerShows(page: Page, text: string | RegExp) {
  const dialog = viewer(page)
  await expect(dialog).toBeVisible()
  // The toolbar's page count comes first; a document may print its own "Página 1 de 1".
  await expect(dialog.getByText(/^Página 1 de \d+$/).first()).toBeVisible({ timeout: 30_000 })
  await expect(dialog.getByText(text).first()).toBeAttached({ timeout: 30_000 })
}

