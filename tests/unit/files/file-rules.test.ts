import { describe, expect, it } from 'vitest'
import { checkFile, contentMatches, extensionOf, MB, sanitizeFileName, sniffExtension } from '@/shared/files/file-rules'

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)].slice(0, 16))
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37)
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
const JPG = bytes(0xff, 0xd8, 0xff, 0xe0)
const TEXT = new TextEncoder().encode('nombre,edad\nAna,20')

describe('file names (spec §5)', () => {
  it('keeps letters, digits, accents, space, hyphen and underscore', () => {
    expect(sanitizeFileName('Acta de nacimiento_Peña-2026.pdf')).toBe('Acta de nacimiento_Peña-2026.pdf')
    expect(sanitizeFileName('Comprobante (luz) #3.PDF')).toBe('Comprobante _luz_ _3.pdf')
  })

  it('replaces every other character by an underscore, keeping the extension', () => {
    expect(sanitizeFileName('a/b\\c:d*e?f"g<h>i|j.png')).toBe('a_b_c_d_e_f_g_h_i_j.png')
    expect(sanitizeFileName('foto.final.jpeg')).toBe('foto_final.jpeg')
    expect(sanitizeFileName('emoji😀.pdf')).toBe('emoji_.pdf')
  })

  it('writes composed accents as one letter, and never leaves a name empty', () => {
    expect(sanitizeFileName('Jose\u0301.pdf')).toBe('José.pdf')
    expect(sanitizeFileName('.pdf')).toBe('_pdf')
    expect(sanitizeFileName('***.pdf')).toBe('___.pdf')
  })

  it('reads the extension in lower case', () => {
    expect(extensionOf('CURP.PDF')).toBe('pdf')
    expect(extensionOf('sin-extension')).toBe('')
    expect(extensionOf('punto-final.')).toBe('')
  })
})

describe('file type by content', () => {
  it('knows the kinds the portal takes by their first bytes', () => {
    expect(sniffExtension(PDF)).toBe('pdf')
    expect(sniffExtension(PNG)).toBe('png')
    expect(sniffExtension(JPG)).toBe('jpg')
    expect(sniffExtension(TEXT)).toBeUndefined()
  })

  it('accepts a name whose content agrees, jpeg and jpg alike', () => {
    expect(contentMatches('pdf', PDF)).toBe(true)
    expect(contentMatches('jpeg', JPG)).toBe(true)
    expect(contentMatches('jpg', JPG)).toBe(true)
    expect(contentMatches('csv', TEXT)).toBe(true)
  })

  it('refuses a name that lies about its content', () => {
    expect(contentMatches('pdf', PNG)).toBe(false)
    expect(contentMatches('png', TEXT)).toBe(false)
    expect(contentMatches('csv', PDF)).toBe(false)
  })
})

describe('one file against a screen’s limits (spec §5 "File input")', () => {
  const limits = { allowedExtensions: ['pdf', 'jpg', 'jpeg', 'png'], maxSizeMb: 5, takenNames: ['CURP.pdf'] }

  it('accepts an allowed file under the size, under its sanitised name', () => {
    expect(checkFile({ name: 'Acta (copia).pdf', size: 200_000 }, PDF, limits)).toEqual({ ok: true, name: 'Acta _copia_.pdf' })
  })

  it('refuses a type not in the list, naming the valid ones', () => {
    expect(checkFile({ name: 'notas.docx', size: 10 }, bytes(0x50, 0x4b, 0x03, 0x04), limits)).toEqual({
      ok: false,
      problem: { kind: 'type', allowed: ['pdf', 'jpg', 'jpeg', 'png'] },
    })
  })

  it('refuses an allowed name whose content is another type', () => {
    expect(checkFile({ name: 'acta.pdf', size: 10 }, PNG, limits)).toMatchObject({ ok: false, problem: { kind: 'type' } })
  })

  it('refuses a file over the size, saying the limit; exactly the limit passes', () => {
    expect(checkFile({ name: 'acta.pdf', size: 5 * MB + 1 }, PDF, limits)).toEqual({ ok: false, problem: { kind: 'size', maxMb: 5 } })
    expect(checkFile({ name: 'acta.pdf', size: 5 * MB }, PDF, limits)).toMatchObject({ ok: true })
  })

  it('refuses an empty file', () => {
    expect(checkFile({ name: 'acta.pdf', size: 0 }, PDF, limits)).toEqual({ ok: false, problem: { kind: 'empty' } })
  })

  it('refuses a name already taken, whatever its case', () => {
    expect(checkFile({ name: 'curp.PDF', size: 10 }, PDF, limits)).toEqual({ ok: false, problem: { kind: 'duplicate', name: 'curp.pdf' } })
  })
})
