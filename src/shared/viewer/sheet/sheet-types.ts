/**
 * How a spreadsheet file is read: a workbook (xlsx, xlsm, xltx, xltm, xls, xlw) or delimited
 * text (csv, tsv, txt).
 */
export type SheetFormat = 'workbook' | 'delimited'

/** One sheet as shown: every cell as the text the file displays (a date as its format writes it). */
export interface Sheet {
  name: string
  rows: string[][]
  columnCount: number
  /** More rows or columns than the preview keeps; the download has them all. */
  truncated: boolean
}

/** What the page sends the worker. The bytes are transferred, so they are the page's own copy. */
export interface SheetRequest {
  bytes: ArrayBuffer
  name: string
  format: SheetFormat
}

/** `unsupported`: the content is not a spreadsheet; `unreadable`: it is, but could not be read. */
export type SheetFailure = 'unsupported' | 'unreadable'

export type SheetResult = { ok: true; sheets: Sheet[] } | { ok: false; failure: SheetFailure }

/** Beyond these a preview only costs memory on a phone; the file itself can be downloaded. */
export const MAX_ROWS = 100_000
export const MAX_COLUMNS = 256
