import { extensionOf } from '../files/file-rules'
import type { SheetFormat } from './sheet/sheet-types'
import type { ViewerDocument } from './types'

/** How the viewer shows a file; anything it cannot show is offered for download. */
export type FileKind = 'pdf' | 'image' | 'audio' | 'video' | 'text' | 'spreadsheet' | 'office' | 'other'

/** A kind, or a file a screen asked to see as a spreadsheet that is not one (spec §5). */
export type ViewKind = FileKind | 'unsupported-spreadsheet'

// Spec §9 lists what the viewer shows inline; webp is added as phones produce it.
const KINDS: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/svg+xml': 'image',
  'image/webp': 'image',
  'audio/mpeg': 'audio',
  'audio/mp3': 'audio',
  'audio/wav': 'audio',
  'audio/x-wav': 'audio',
  'audio/ogg': 'audio',
  'audio/aac': 'audio',
  'video/mp4': 'video',
  'video/webm': 'video',
  // Markup, styles and scripts are shown as their source text, never run.
  'text/plain': 'text',
  'application/json': 'text',
  'text/html': 'text',
  'text/css': 'text',
  'text/javascript': 'text',
  'application/javascript': 'text',
}

/** Spreadsheet types of spec §5 (xlsx, xlsm, xltx, xltm, xls, xlw, csv, tsv), with the names browsers and servers give them. */
const SHEET_TYPES: Record<string, SheetFormat> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'workbook',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template': 'workbook',
  'application/vnd.ms-excel.sheet.macroenabled.12': 'workbook',
  'application/vnd.ms-excel.template.macroenabled.12': 'workbook',
  'application/vnd.ms-excel': 'workbook',
  'application/msexcel': 'workbook',
  'application/x-msexcel': 'workbook',
  'application/x-excel': 'workbook',
  'application/excel': 'workbook',
  'text/csv': 'delimited',
  'application/csv': 'delimited',
  'text/x-csv': 'delimited',
  'text/comma-separated-values': 'delimited',
  'text/tab-separated-values': 'delimited',
}

const SHEET_EXTENSIONS: Record<string, SheetFormat> = {
  xlsx: 'workbook',
  xlsm: 'workbook',
  xltx: 'workbook',
  xltm: 'workbook',
  xls: 'workbook',
  xlw: 'workbook',
  csv: 'delimited',
  tsv: 'delimited',
  txt: 'delimited',
}

/** Word processing and presentations: shown by the external document viewer where one is configured (spec §7). */
const OFFICE_TYPES = new Set([
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.presentation',
])
const OFFICE_EXTENSIONS = new Set(['doc', 'docx', 'ppt', 'pptx', 'odt', 'odp'])

/** Types that say nothing of the content, so the name's extension decides. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/zip', 'application/x-zip-compressed'])

const essence = (mimeType: string) => mimeType.split(';')[0]?.trim().toLowerCase() ?? ''

/**
 * The kind of a file by its MIME type, or by its name where the type is generic. A `.txt` stays
 * text: most are prose; a screen that means it as a table opens it as a spreadsheet.
 */
export function fileKind(mimeType: string, name = ''): FileKind {
  const type = essence(mimeType)
  const byName = extensionOf(name)
  if (SHEET_TYPES[type]) return 'spreadsheet'
  const generic = GENERIC_TYPES.has(type)
  // Some systems send a .csv as text/plain; its name says it is a table.
  if ((generic || type === 'text/plain') && byName !== 'txt' && SHEET_EXTENSIONS[byName]) return 'spreadsheet'
  if (generic && byName === 'txt') return 'text'
  if (OFFICE_TYPES.has(type) || (generic && OFFICE_EXTENSIONS.has(byName))) return 'office'
  return KINDS[type] ?? 'other'
}

/**
 * How a spreadsheet preview reads the file, or null when it is not one of the types spec §5
 * accepts. Windows gives every .csv the Excel type: the name, where it is precise, wins.
 */
export function sheetFormat(mimeType: string, name = ''): SheetFormat | null {
  const type = essence(mimeType)
  const byName = SHEET_EXTENSIONS[extensionOf(name)]
  if (SHEET_TYPES[type]) return byName ?? SHEET_TYPES[type]
  if (type === 'text/plain') return byName ?? 'delimited'
  if (GENERIC_TYPES.has(type)) return byName ?? null
  return null
}

/** What the viewer shows: the file's own kind, or the spreadsheet preview a screen asked for. */
export function documentKind(file: Pick<ViewerDocument, 'mimeType' | 'name' | 'as'>): ViewKind {
  if (file.as === 'spreadsheet') return sheetFormat(file.mimeType, file.name) ? 'spreadsheet' : 'unsupported-spreadsheet'
  return fileKind(file.mimeType, file.name)
}

/** Kinds whose toolbar offers zoom. */
export const isZoomable = (kind: ViewKind) => kind === 'pdf' || kind === 'image'
