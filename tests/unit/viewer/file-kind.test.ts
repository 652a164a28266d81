import { describe, expect, it } from 'vitest'
import { documentKind, fileKind, sheetFormat } from '@/shared/viewer'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

describe('spreadsheet kinds', () => {
  it('knows the spreadsheet types of spec §5 by their MIME type', () => {
    expect(fileKind(XLSX)).toBe('spreadsheet')
    expect(fileKind('application/vnd.openxmlformats-officedocument.spreadsheetml.template')).toBe('spreadsheet')
    expect(fileKind('application/vnd.ms-excel.sheet.macroEnabled.12')).toBe('spreadsheet')
    expect(fileKind('application/vnd.ms-excel.template.macroEnabled.12')).toBe('spreadsheet')
    expect(fileKind('application/vnd.ms-excel')).toBe('spreadsheet')
    expect(fileKind('text/csv; charset=utf-8')).toBe('spreadsheet')
    expect(fileKind('text/tab-separated-values')).toBe('spreadsheet')
  })

  it('goes by the name when the type says nothing', () => {
    for (const name of ['notas.xlsx', 'notas.XLSM', 'plantilla.xltx', 'plantilla.xltm', 'viejo.xls', 'area.xlw', 'lista.csv', 'lista.tsv']) {
      expect(fileKind('application/octet-stream', name)).toBe('spreadsheet')
      expect(fileKind('', name)).toBe('spreadsheet')
    }
    expect(fileKind('application/zip', 'notas.xlsx')).toBe('spreadsheet')
    expect(fileKind('text/plain', 'lista.csv')).toBe('spreadsheet')
    expect(fileKind('text/plain', 'lista.tsv')).toBe('spreadsheet')
    expect(fileKind('application/octet-stream', 'constancia.pages')).toBe('other')
    expect(fileKind('application/octet-stream')).toBe('other')
  })

  it('keeps a .txt as text unless a screen asks for a spreadsheet', () => {
    expect(fileKind('text/plain', 'notas.txt')).toBe('text')
    expect(fileKind('application/octet-stream', 'notas.txt')).toBe('text')
    expect(documentKind({ name: 'notas.txt', mimeType: 'text/plain', as: 'spreadsheet' })).toBe('spreadsheet')
  })

  it('a specific type wins over the name', () => {
    expect(fileKind('application/pdf', 'notas.xlsx')).toBe('pdf')
  })

  it('refuses other types in a spreadsheet preview', () => {
    expect(documentKind({ name: 'boleta.pdf', mimeType: 'application/pdf', as: 'spreadsheet' })).toBe('unsupported-spreadsheet')
    expect(documentKind({ name: 'hoja.ods', mimeType: 'application/vnd.oasis.opendocument.spreadsheet', as: 'spreadsheet' })).toBe('unsupported-spreadsheet')
    expect(documentKind({ name: 'archivo', mimeType: 'application/octet-stream', as: 'spreadsheet' })).toBe('unsupported-spreadsheet')
    expect(documentKind({ name: 'notas.csv', mimeType: 'application/octet-stream', as: 'spreadsheet' })).toBe('spreadsheet')
  })

  it('reads workbooks and delimited text each their way; a .csv Windows calls an Excel file is text', () => {
    expect(sheetFormat(XLSX, 'notas.xlsx')).toBe('workbook')
    expect(sheetFormat('application/vnd.ms-excel', 'lista.csv')).toBe('delimited')
    expect(sheetFormat('text/csv', '')).toBe('delimited')
    expect(sheetFormat('text/plain', 'notas.txt')).toBe('delimited')
    expect(sheetFormat('image/png', 'foto.png')).toBeNull()
  })
})

describe('office documents', () => {
  it('are shown by the document viewer service, by type or, where the type says nothing, by name', () => {
    expect(fileKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'carta.docx')).toBe('office')
    expect(fileKind('application/msword', 'carta.doc')).toBe('office')
    expect(fileKind('application/octet-stream', 'presentacion.pptx')).toBe('office')
    // A workbook stays a spreadsheet, read in the portal itself.
    expect(fileKind('application/octet-stream', 'notas.xlsx')).toBe('spreadsheet')
    expect(fileKind('application/octet-stream', 'programa.exe')).toBe('other')
  })
})
