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
