import { sanitizeFileName } from '../../files/file-rules'
import { downloadFile } from '../download'
import type { Sheet } from './sheet-types'

/** The PDF is named after the sheet, with the characters spec §5 allows in a file name. */
export const pdfFileName = (sheetName: string) => sanitizeFileName(`${sheetName}.pdf`)

/** Builds the sheet's PDF (jsPDF and its table plugin load only now) and saves it. */
export async function exportSheetPdf(sheet: Sheet, language: string): Promise<void> {
  const { loadPdfFont, sheetPdf } = await import('./sheet-pdf')
  const pdf = sheetPdf(sheet, await loadPdfFont(), language)
  downloadFile(pdfFileName(sheet.name), new Blob([pdf], { type: 'application/pdf' }))
}
