import workSansUrl from '@expo-google-fonts/work-sans/400Regular/WorkSans_400Regular.ttf?url'
import { jsPDF } from 'jspdf'
import { autoTable } from 'jspdf-autotable'
import type { Sheet } from './sheet-types'

/** Spec §9: A4 landscape, 8 pt, Work Sans. */
export const PDF_FONT_SIZE_PT = 8
const FONT = 'WorkSans'
const FONT_FILE = 'WorkSans-Regular.ttf'
/** About 1 cm. */
const MARGIN_PT = 28
const GRID_GREY = 190

/**
 * Work Sans as a TTF (jsPDF embeds TrueType only), fetched when a sheet is exported so no page
 * pays for it before. Offline, before it was ever fetched, the PDF falls back to Helvetica,
 * whose encoding also has every accent of Spanish.
 */
export async function loadPdfFont(): Promise<Uint8Array | null> {
  try {
    const response = await fetch(workSansUrl)
    if (!response.ok) throw new Error(`font answered ${response.status}`)
    return new Uint8Array(await response.arrayBuffer())
  } catch (error) {
    console.warn('Work Sans could not be loaded for the PDF; Helvetica is used', error)
    return null
  }
}

/** The sheet as a PDF: its cells in a grid, rows that do not fit continue on the next page, wide sheets split by columns. */
export function sheetPdf(sheet: Sheet, font: Uint8Array | null, language: string): ArrayBuffer {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4', compress: true })
  const family = font ? addFont(doc, font) : 'helvetica'
  doc.setProperties({ title: sheet.name })
  doc.setLanguage(language === 'en' ? 'en-US' : 'es-MX')
  const empty = Array.from({ length: sheet.columnCount }, () => '')
  autoTable(doc, {
    body: sheet.rows.map((row) => (row.length < sheet.columnCount ? [...row, ...empty.slice(row.length)] : row)),
    theme: 'grid',
    margin: MARGIN_PT,
    horizontalPageBreak: true,
    styles: {
      font: family,
      fontStyle: 'normal',
      fontSize: PDF_FONT_SIZE_PT,
      cellPadding: 2,
      overflow: 'linebreak',
      textColor: 20,
      lineColor: GRID_GREY,
      lineWidth: 0.25,
    },
  })
  return doc.output('arraybuffer')
}

function addFont(doc: jsPDF, font: Uint8Array): string {
  doc.addFileToVFS(FONT_FILE, binaryString(font))
  doc.addFont(FONT_FILE, FONT, 'normal')
  return FONT
}

/** jsPDF's file system takes a string of bytes; built in slices, as one call cannot take 190 000 arguments. */
function binaryString(bytes: Uint8Array): string {
  const SLICE = 0x8000
  let text = ''
  for (let at = 0; at < bytes.length; at += SLICE) text += String.fromCharCode(...bytes.subarray(at, at + SLICE))
  return text
}
