import { read, type WorkBook } from 'xlsx'
import { rowsOf } from './cells'
import { readDelimited } from './delimited'
import { MAX_COLUMNS, MAX_ROWS, type Sheet, type SheetRequest, type SheetResult } from './sheet-types'
import { containsName, decodeText, sniffContent } from './sniff'

/**
 * Reads a spreadsheet file into the text of its cells. Runs in the sheet worker: SheetJS is
 * loaded only there and a large file never blocks the page. Never throws: the answer says why
 * a file could not be shown.
 */
export function readSheets({ bytes, name, format }: SheetRequest): SheetResult {
  const data = new Uint8Array(bytes)
  try {
    switch (sniffContent(data)) {
      case 'zip':
        // docx, pptx, ods and plain archives are ZIPs too; only a workbook has this part.
        return containsName(data, 'xl/workbook') ? workbook(read(data, OPTIONS)) : UNSUPPORTED
      case 'cfb':
        // Word and PowerPoint 97 files are the same container as xls and xlw, with streams of their own.
        return OTHER_OFFICE_STREAMS.some((stream) => containsName(data, stream, true)) ? UNSUPPORTED : workbook(read(data, OPTIONS))
      case 'biff':
        return workbook(read(data, OPTIONS))
      case 'text':
        return text(decodeText(data), name, format)
      case 'other':
        return UNSUPPORTED
    }
  } catch (error) {
    console.warn('The spreadsheet could not be read', error)
    return { ok: false, failure: 'unreadable' }
  }
}

const UNSUPPORTED: SheetResult = { ok: false, failure: 'unsupported' }
const OTHER_OFFICE_STREAMS = ['WordDocument', 'PowerPoint Document']

/**
 * Dense sheets and a row limit keep memory to what is shown; SheetJS stops a row short of
 * `sheetRows`, and the one row beyond those kept tells that there were more. Dates in the file's
 * default date format are written as in Mexico; formulas show their saved results.
 */
const OPTIONS = { type: 'array', dense: true, sheetRows: MAX_ROWS + 2, dateNF: 'dd/mm/yyyy', cellHTML: false, cellFormula: false } as const

/** Excel 2003 XML and HTML tables saved as .xls are still workbooks; in a .csv they are just text. */
const MARKUP = /^\s*</

function text(content: string, name: string, format: SheetRequest['format']): SheetResult {
  if (format === 'workbook' && MARKUP.test(content.replace(/^\uFEFF/, ''))) return workbook(read(content, { ...OPTIONS, type: 'string' }))
  const rows = readDelimited(content, MAX_ROWS + 1)
  return { ok: true, sheets: [sheetOf(baseName(name), rows)] }
}

function workbook(book: WorkBook): SheetResult {
  const visible = book.SheetNames.filter((_, index) => !book.Workbook?.Sheets?.[index]?.Hidden)
  const names = visible.length > 0 ? visible : book.SheetNames
  return { ok: true, sheets: names.map((sheetName) => sheetOf(sheetName, rowsOf(book.Sheets[sheetName]))) }
}

/** Trims empty rows and columns at the ends and cuts to the preview's limits. */
function sheetOf(name: string, rows: string[][]): Sheet {
  let last = rows.length
  while (last > 0 && !rows[last - 1]!.some(Boolean)) last--
  const kept = rows.slice(0, Math.min(last, MAX_ROWS)).map(trimEnd)
  const widest = kept.reduce((widest, row) => Math.max(widest, row.length), 0)
  const columnCount = Math.min(widest, MAX_COLUMNS)
  return {
    name,
    rows: widest > MAX_COLUMNS ? kept.map((row) => row.slice(0, MAX_COLUMNS)) : kept,
    columnCount,
    truncated: last > MAX_ROWS || widest > MAX_COLUMNS,
  }
}

function trimEnd(row: string[]): string[] {
  let end = row.length
  while (end > 0 && row[end - 1] === '') end--
  return end === row.length ? row : row.slice(0, end)
}

/** A delimited file's one sheet is named after the file. */
function baseName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '')
  return base || fileName
}
