import { createHash } from 'node:crypto'
import { BASE_FONTS } from './fonts.ts'

/** A4 in points. */
export const PAGE_WIDTH = 595.28
export const PAGE_HEIGHT = 841.89

export interface PdfInput {
  title: string
  /** One content stream (page description operators) per page, ASCII only. */
  pages: string[]
  createdAt: Date
}

/** Text outside ASCII in the document information: UTF-16BE with a byte order mark, in hex. */
function textString(text: string): string {
  const units = [0xfeff, ...Array.from({ length: text.length }, (_, i) => text.charCodeAt(i))]
  return `<${units.map((u) => u.toString(16).padStart(4, '0')).join('').toUpperCase()}>`
}

const pdfDate = (date: Date) => `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`

/**
 * Writes a PDF 1.7 file: catalog, page tree, the two Helvetica fonts with WinAnsiEncoding, the
 * document information and one page object plus one uncompressed content stream per page,
 * followed by a cross-reference table whose offsets are counted in bytes as the file is built.
 */
export function writePdf({ title, pages, createdAt }: PdfInput): Buffer {
  const chunks: Buffer[] = []
  const offsets: number[] = []
  let length = 0
  const emit = (text: string) => {
    const chunk = Buffer.from(text, 'latin1')
    chunks.push(chunk)
    length += chunk.length
  }
  const object = (id: number, body: string) => {
    offsets[id] = length
    emit(`${id} 0 obj\n${body}\nendobj\n`)
  }

  const FIRST_PAGE = 6
  const pageIds = pages.map((_, i) => FIRST_PAGE + i * 2)
  // A comment with bytes above 127 tells transfer tools the file is binary.
  emit('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')
  object(1, '<< /Type /Catalog /Pages 2 0 R >>')
  object(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`)
  object(3, `<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONTS.regular} /Encoding /WinAnsiEncoding >>`)
  object(4, `<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONTS.bold} /Encoding /WinAnsiEncoding >>`)
  object(5, `<< /Title ${textString(title)} /Producer (Portal de alumnos) /CreationDate (${pdfDate(createdAt)}) >>`)
  pages.forEach((content, i) => {
    const pageId = FIRST_PAGE + i * 2
    object(pageId, [
      '<< /Type /Page /Parent 2 0 R',
      `/MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}]`,
      '/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >>',
      `/Contents ${pageId + 1} 0 R >>`,
    ].join(' '))
    object(pageId + 1, `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`)
  })

  const size = FIRST_PAGE + pages.length * 2
  const xref = length
  const entries = ['0000000000 65535 f \n']
  for (let id = 1; id < size; id++) entries.push(`${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`)
  const id = createHash('md5').update(`${title}|${createdAt.toISOString()}|${length}`).digest('hex').toUpperCase()
  emit(`xref\n0 ${size}\n${entries.join('')}`)
  emit(`trailer\n<< /Size ${size} /Root 1 0 R /Info 5 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`)
  return Buffer.concat(chunks)
}
