import { describe, expect, it } from 'vitest'
import type { UploadedFile } from '../../server/api/request-parts.ts'
import { acceptedFile } from '../../server/api/upload-rules.ts'

const text = (name: string, content: string | Buffer): UploadedFile => ({
  name,
  declaredType: 'text/csv',
  bytes: Buffer.from(content),
  sha256: '',
  detected: undefined,
})
const SHEETS = { allowedExtensions: ['csv', 'xlsx'], maxSizeMb: 1 }

describe('plain-text uploads (no magic bytes to check)', () => {
  it('takes a CSV whose content is text', () => {
    expect(acceptedFile(text('ingresos hogar.csv', 'Integrante;Ingreso\nMaría;18500.00\n'), SHEETS)).toEqual({
      name: 'ingresos hogar.csv',
      extension: 'csv',
      mimeType: 'text/csv',
    })
  })

  it('refuses a CSV with binary content, and a text format the document does not take', () => {
    expect(() => acceptedFile(text('datos.csv', Buffer.from([0x41, 0x00, 0x42])), SHEETS)).toThrow('El archivo no es del tipo que dice su nombre')
    expect(() => acceptedFile({ ...text('datos.csv', '%PDF-1.7'), detected: { ext: 'pdf', mime: 'application/pdf' } }, SHEETS)).toThrow(
      'El archivo no es del tipo que dice su nombre',
    )
    expect(() => acceptedFile(text('notas.txt', 'hola'), SHEETS)).toThrow(/Archivo no soportado/)
  })

  it('keeps the size limit for text too', () => {
    expect(() => acceptedFile(text('grande.csv', 'a'.repeat(1024 * 1024 + 1)), SHEETS)).toThrow('El archivo no debe exceder 1 MB')
  })
})

/** The Compound File Binary signature, then a directory entry naming the main stream (in UTF-16). */
const compound = (name: string, stream: string): UploadedFile => ({
  name,
  declaredType: '',
  bytes: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from(stream, 'utf16le'), Buffer.alloc(64)]),
  sha256: '',
  detected: { ext: 'cfb', mime: 'application/x-cfb' },
})
const OFFICE = { allowedExtensions: ['doc', 'xls', 'ppt'], maxSizeMb: 1 }

describe('Office 97–2003 files (one container for three formats)', () => {
  it('takes each by the main stream its container holds, with its own type', () => {
    expect(acceptedFile(compound('carta.doc', 'WordDocument'), OFFICE).mimeType).toBe('application/msword')
    expect(acceptedFile(compound('ingresos.xls', 'Workbook'), OFFICE).mimeType).toBe('application/vnd.ms-excel')
    expect(acceptedFile(compound('clase.ppt', 'PowerPoint Document'), OFFICE).mimeType).toBe('application/vnd.ms-powerpoint')
  })

  it('refuses a container whose content is another of the three', () => {
    expect(() => acceptedFile(compound('ingresos.xls', 'WordDocument'), OFFICE)).toThrow('El archivo no es del tipo que dice su nombre')
    expect(() => acceptedFile(compound('carta.doc', 'Workbook'), OFFICE)).toThrow('El archivo no es del tipo que dice su nombre')
  })
})
