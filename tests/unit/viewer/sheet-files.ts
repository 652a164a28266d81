import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { utils, write } from 'xlsx'

/** Test files built the way a spreadsheet program saves them. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export const bytesOf = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>

/** An ArrayBuffer of its own, as the page hands one to the worker. */
export const bufferOf = (bytes: Uint8Array) => bytes.slice().buffer as ArrayBuffer

/** Days from Excel's day zero (30 December 1899) to 5 January 2025. */
const EXCEL_5_JAN_2025 = 45662

/** A workbook of several sheets; `Oculta` is hidden, as Excel keeps helper sheets. */
export function workbookBytes(bookType: 'xlsx' | 'biff8' = 'xlsx'): Uint8Array<ArrayBuffer> {
  const book = utils.book_new()
  utils.book_append_sheet(book, utils.aoa_to_sheet([['Nombre', 'Calificación'], ['José Pérez', 9.5], ['Ana Muñoz', 10]]), 'Parcial 1')
  // A date is a day count with a date format in the file, the same in every time zone: 5 January 2025.
  const dates = utils.aoa_to_sheet([['Fecha'], [EXCEL_5_JAN_2025]])
  dates['A2']!.z = 'dd/mm/yyyy'
  utils.book_append_sheet(book, dates, 'Fechas')
  utils.book_append_sheet(book, utils.aoa_to_sheet([['interno']]), 'Oculta')
  book.Workbook = { Sheets: [{ Hidden: 0 }, { Hidden: 0 }, { Hidden: 1 }] }
  return new Uint8Array(write(book, { type: 'array', bookType }) as ArrayBuffer)
}

/** A CSV of `rows` data rows under a header line. */
export function longCsv(rows: number): string {
  const lines = ['matricula,nombre,promedio']
  for (let row = 1; row <= rows; row++) lines.push(`${100000 + row},Alumno ${row},${(row % 10) + 0.5}`)
  return lines.join('\n')
}

/** The Work Sans TTF the portal embeds in PDFs. */
export function workSansBytes(): Uint8Array {
  const require = createRequire(import.meta.url)
  return new Uint8Array(readFileSync(require.resolve('@expo-google-fonts/work-sans/400Regular/WorkSans_400Regular.ttf')))
}
