import { strToU8, zipSync } from 'fflate'
import { describe, expect, it, vi } from 'vitest'
import { utils, write } from 'xlsx'
import { readSheets } from '@/shared/viewer/sheet/read-sheets'
import { MAX_ROWS } from '@/shared/viewer/sheet/sheet-types'
import { bufferOf, bytesOf, longCsv, workbookBytes } from './sheet-files'

describe('readSheets (the worker’s reading)', () => {
  it('reads every visible sheet of an xlsx, cells as the file shows them', () => {
    const result = readSheets({ bytes: bufferOf(workbookBytes()), name: 'notas.xlsx', format: 'workbook' })
    expect(result).toEqual({
      ok: true,
      sheets: [
        { name: 'Parcial 1', rows: [['Nombre', 'Calificación'], ['José Pérez', '9.5'], ['Ana Muñoz', '10']], columnCount: 2, truncated: false },
        // The default date format is written as in Mexico.
        { name: 'Fechas', rows: [['Fecha'], ['05/01/2025']], columnCount: 1, truncated: false },
      ],
    })
  })

  it('gives an empty row, not a hole, for a row without cells', () => {
    const book = utils.book_new()
    utils.book_append_sheet(book, utils.aoa_to_sheet([['Inicio'], [], ['Fin']]), 'Hoja')
    const bytes = new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
    const result = readSheets({ bytes: bufferOf(bytes), name: 'huecos.xlsx', format: 'workbook' })
    const rows = result.ok ? result.sheets[0]!.rows : []
    expect(rows).toEqual([['Inicio'], [], ['Fin']])
    // A sparse array would lose the row on its way to the table (map and forEach skip holes).
    expect(1 in rows).toBe(true)
  })

  it('reads an xls (BIFF8) the same way', () => {
    const result = readSheets({ bytes: bufferOf(workbookBytes('biff8')), name: 'notas.xls', format: 'workbook' })
    expect(result.ok && result.sheets.map((sheet) => sheet.name)).toEqual(['Parcial 1', 'Fechas'])
    expect(result.ok && result.sheets[0]!.rows[1]).toEqual(['José Pérez', '9.5'])
  })

  it('reads a CSV as one sheet named after the file, with the guessed separator', () => {
    const result = readSheets({ bytes: bufferOf(bytesOf('\uFEFFclave;materia\r\nMAT101;"Cálculo; grupo A"\r\n')), name: 'materias.csv', format: 'delimited' })
    expect(result).toEqual({ ok: true, sheets: [{ name: 'materias', rows: [['clave', 'materia'], ['MAT101', 'Cálculo; grupo A']], columnCount: 2, truncated: false }] })
  })

  it('reads a CSV saved by Excel in Windows-1252, and one in UTF-16', () => {
    const latin1 = Uint8Array.from('Año;Niño\r\n2025;Sí', (char) => char.charCodeAt(0))
    const windows = readSheets({ bytes: bufferOf(latin1), name: 'a.csv', format: 'delimited' })
    expect(windows.ok && windows.sheets[0]!.rows).toEqual([['Año', 'Niño'], ['2025', 'Sí']])

    const text = 'Año\tNiño\n2025\tSí'
    const utf16 = new Uint8Array(2 + text.length * 2)
    utf16.set([0xff, 0xfe])
    for (let i = 0; i < text.length; i++) utf16[2 + i * 2] = text.charCodeAt(i)
    const wide = readSheets({ bytes: bufferOf(utf16), name: 'a.tsv', format: 'delimited' })
    expect(wide.ok && wide.sheets[0]!.rows).toEqual([['Año', 'Niño'], ['2025', 'Sí']])
  })

  it('reads a .txt table when asked to', () => {
    const result = readSheets({ bytes: bufferOf(bytesOf('a\tb\n1\t2\n')), name: 'datos.txt', format: 'delimited' })
    expect(result.ok && result.sheets[0]!.rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })

  it('keeps at most MAX_ROWS rows and says so', () => {
    const result = readSheets({ bytes: bufferOf(bytesOf(longCsv(MAX_ROWS))), name: 'largo.csv', format: 'delimited' })
    expect(result.ok && result.sheets[0]!.rows.length).toBe(MAX_ROWS)
    expect(result.ok && result.sheets[0]!.truncated).toBe(true)
  })

  it('refuses content that is not a spreadsheet, whatever its name', () => {
    const unsupported = { ok: false, failure: 'unsupported' }
    expect(readSheets({ bytes: bufferOf(bytesOf('%PDF-1.7\n1 0 obj')), name: 'notas.csv', format: 'delimited' })).toEqual(unsupported)
    expect(readSheets({ bytes: bufferOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])), name: 'notas.xlsx', format: 'workbook' })).toEqual(unsupported)
    const docx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') })
    expect(readSheets({ bytes: bufferOf(docx), name: 'notas.xlsx', format: 'workbook' })).toEqual(unsupported)
    expect(readSheets({ bytes: bufferOf(new Uint8Array([1, 2, 0, 3, 0, 0, 4])), name: 'datos.csv', format: 'delimited' })).toEqual(unsupported)
    // A Word 97 file: the container of an xls, with a Word stream in its directory.
    const doc = new Uint8Array(1024)
    doc.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    doc.set(Array.from('WordDocument', (char) => [char.charCodeAt(0), 0]).flat(), 512)
    expect(readSheets({ bytes: bufferOf(doc), name: 'notas.xls', format: 'workbook' })).toEqual(unsupported)
  })

  it('says a workbook that cannot be read is a read failure', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const broken = zipSync({ '[Content_Types].xml': strToU8('<Types'), 'xl/workbook.xml': strToU8('<workbook><sheets><sheet') })
    expect(readSheets({ bytes: bufferOf(broken), name: 'notas.xlsx', format: 'workbook' })).toEqual({ ok: false, failure: 'unreadable' })
    expect(readSheets({ bytes: bufferOf(workbookBytes('biff8').slice(0, 600)), name: 'notas.xls', format: 'workbook' })).toEqual({ ok: false, failure: 'unreadable' })
  })
})
