import { crc32, deflateRawSync, deflateSync } from 'node:zlib'

/** Small but real files for the seeded documents, so a download opens in any viewer. */

const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|[()\\]/g, '')

/** A one-page PDF with a title (PDF 1.4, the standard Helvetica font, exact cross-reference offsets). */
export function samplePdf(title: string): Buffer {
  const content = [
    `BT /F1 20 Tf 72 700 Td (${ascii(title)}) Tj ET`,
    'BT /F1 11 Tf 72 670 Td (Documento de ejemplo del expediente digital) Tj ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]
  let text = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(text.length)
    text += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = text.length
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(text, 'latin1')
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** An RGB PNG: a light card with a coloured frame and a band across it (a photo stand-in). */
export function samplePng(width = 120, height = 160, color: readonly [number, number, number] = [11, 92, 173]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per channel
  header[9] = 2 // truecolour
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3) // filter byte 0: none
    for (let x = 0; x < width; x++) {
      const edge = x < 6 || y < 6 || x >= width - 6 || y >= height - 6
      const band = y > height * 0.6 && y < height * 0.75
      const [r, g, b] = edge || band ? color : [244, 246, 250]
      row.writeUInt8(r, 1 + x * 3)
      row.writeUInt8(g, 2 + x * 3)
      row.writeUInt8(b, 3 + x * 3)
    }
    rows.push(row)
  }
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))])
}

/**
 * A household income sheet as Spanish Excel saves CSV: semicolons between fields, decimal
 * points in the amounts, accents in UTF-8 behind a byte-order mark.
 */
export function sampleCsv(): Buffer {
  const rows = [
    ['Integrante', 'Parentesco', 'Ocupación', 'Ingreso mensual'],
    ['María Ruiz Peña', 'Madre', 'Enfermera', '18500.00'],
    ['José Hernández Díaz', 'Padre', 'Técnico electricista', '16200.00'],
    ['Valeria Hernández Ruiz', 'Alumna', 'Estudiante', '0.00'],
    ['Andrés Hernández Ruiz', 'Hermano', 'Estudiante', '0.00'],
    ['Total', '', '', '34700.00'],
  ]
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(rows.map((row) => row.join(';')).join('\r\n') + '\r\n', 'utf8')])
}

export interface ZipPart {
  name: string
  data: Buffer
}

// Every entry carries the same stamp (1 January 2026, 00:00, in MS-DOS form), so a seeded file is
// byte for byte the same on every start and its stored hash stays true.
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1
const UTF8_NAMES = 0x0800
const DEFLATE = 8
const ZIP_VERSION = 20

/** A zip archive of deflated entries (no zip64): the container of an office document. */
export function zipArchive(parts: readonly ZipPart[]): Buffer {
  const entries: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8')
    const data = deflateRawSync(part.data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(ZIP_VERSION, 4)
    local.writeUInt16LE(UTF8_NAMES, 6)
    local.writeUInt16LE(DEFLATE, 8)
    local.writeUInt16LE(DOS_DATE, 12)
    local.writeUInt32LE(crc32(part.data), 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(part.data.length, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(ZIP_VERSION, 4)
    local.copy(central, 6, 4, 30) // version needed … name length: the same fields in the same order
    central.writeUInt32LE(offset, 42)
    entries.push(local, name, data)
    directory.push(central, name)
    offset += local.length + name.length + data.length
  }
  const size = directory.reduce((total, b) => total + b.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(size, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...entries, ...directory, end])
}

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

/** A Word document (OOXML) with one paragraph per text: the three parts a .docx cannot do without. */
export function sampleDocx(paragraphs: readonly string[]): Buffer {
  const contentTypes = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
    + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    + '<Default Extension="xml" ContentType="application/xml"/>'
    + '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
    + '</Types>'
  const relationships = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`
    + '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
    + '</Relationships>'
  const body = paragraphs.map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`).join('')
  const document = `${XML_HEAD}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">`
    + `<w:body>${body}<w:sectPr/></w:body></w:document>`
  return zipArchive([
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes, 'utf8') },
    { name: '_rels/.rels', data: Buffer.from(relationships, 'utf8') },
    { name: 'word/document.xml', data: Buffer.from(document, 'utf8') },
  ])
}
