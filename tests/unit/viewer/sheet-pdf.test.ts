import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { pdfFileName } from '@/shared/viewer/sheet/export-pdf'
import { PDF_FONT_SIZE_PT, sheetPdf } from '@/shared/viewer/sheet/sheet-pdf'
import type { Sheet } from '@/shared/viewer/sheet/sheet-types'
import { workSansBytes } from './sheet-files'

const sheet: Sheet = {
  name: 'Calificaciones',
  rows: [
    ['Matrícula', 'Nombre', 'Observación'],
    ['100001', 'José Pérez Muñoz', 'Aprobó con mención'],
    // A short row: the PDF still has a cell for every column.
    ['100002', 'Ángela Núñez'],
  ],
  columnCount: 3,
  truncated: false,
}

/** The PDF as text, with its compressed streams opened, so what it draws can be read. */
function pdfText(pdf: ArrayBuffer): string {
  const raw = Buffer.from(pdf).toString('latin1')
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map(([, body]) => {
    try {
      return inflateSync(Buffer.from(body!, 'latin1')).toString('latin1')
    } catch {
      return ''
    }
  })
  return [raw, ...streams].join('\n')
}

describe('sheetPdf', () => {
  it('is an A4 landscape PDF in 8 pt Work Sans, accents included', () => {
    const pdf = sheetPdf(sheet, workSansBytes(), 'es')
    const text = pdfText(pdf)

    expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const [, width, height] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(text)!.map(Number)
    expect(width).toBeGreaterThan(height!)
    expect(width).toBeCloseTo(841.89, 1)
    expect(height).toBeCloseTo(595.28, 1)
    expect(text).toMatch(/\/BaseFont \/WorkSans/)
    expect(text).toMatch(/\/FontFile2 /)
    expect(text).toContain(` ${PDF_FONT_SIZE_PT} Tf`)
    // The text maps back to é, ñ, Á and ú: a reader shows and copies the accents.
    for (const code of ['00e9', '00f1', '00c1', '00fa']) expect(text.toLowerCase()).toContain(`<${code}>`)
    expect(text).toContain('/Title (Calificaciones)')
    expect(text).toContain('/Lang (es-MX)')
  })

  it('falls back to Helvetica, whose encoding has the accents too, without the font', () => {
    const text = pdfText(sheetPdf(sheet, null, 'en'))
    expect(text).toMatch(/\/BaseFont \/Helvetica/)
    expect(text).toContain('/Encoding /WinAnsiEncoding')
    expect(text).toContain('/Lang (en-US)')
  })
})

describe('pdfFileName', () => {
  it('names the PDF after the sheet with the characters spec §5 allows', () => {
    expect(pdfFileName('Calificaciones')).toBe('Calificaciones.pdf')
    expect(pdfFileName('Notas 2025/1: Álgebra')).toBe('Notas 2025_1_ Álgebra.pdf')
  })
})
