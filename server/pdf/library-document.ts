/**
 * The PDF of a library document: a real, multi-page PDF 1.4 with the standard Helvetica font in
 * WinAnsi encoding (Spanish accents, ñ, ¿ and ¡ print as they are). Written synchronously, so the
 * seed stores each document's bytes and the API answers their true size.
 */

export interface LibraryPdfText {
  title: string
  author: string
  subject: string
  section: string
  library: string
  /** Paragraphs of the body, each wrapped to the page. */
  body: readonly string[]
}

const PAGE = { width: 612, height: 792, margin: 72 }
const LINE_CHARS = 86
const LINES_PER_PAGE = 44

/** A string literal of a PDF content stream, in WinAnsi (Latin-1 covers the Spanish letters used). */
const literal = (text: string) => `(${text.replace(/[^\x20-\xff]/g, '?').replace(/[()\\]/g, (c) => `\\${c}`)})`

function wrap(text: string, width = LINE_CHARS): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

type Line = { text: string; size: number; bold?: boolean; gap?: number }

function pagesOf(doc: LibraryPdfText): Line[][] {
  const lines: Line[] = [
    { text: doc.library, size: 10, gap: 22 },
    ...wrap(doc.title, 48).map((text) => ({ text, size: 20, bold: true, gap: 26 })),
    { text: doc.author, size: 12, gap: 18 },
    { text: `${doc.section} · ${doc.subject}`, size: 10, gap: 30 },
  ]
  for (const paragraph of doc.body) {
    lines.push(...wrap(paragraph).map((text) => ({ text, size: 11, gap: 15 })))
    lines.push({ text: '', size: 11, gap: 10 })
  }
  const pages: Line[][] = []
  for (let i = 0; i < lines.length; i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE))
  return pages
}

function contentOf(lines: Line[], number: number, total: number): string {
  let y = PAGE.height - PAGE.margin
  const ops: string[] = []
  for (const line of lines) {
    if (line.text) ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${line.size} Tf ${PAGE.margin} ${y} Td ${literal(line.text)} Tj ET`)
    y -= line.gap ?? line.size + 4
  }
  ops.push(`BT /F1 9 Tf ${PAGE.margin} 40 Td ${literal(`Página ${number} de ${total}`)} Tj ET`)
  return ops.join('\n')
}

export function libraryPdf(doc: LibraryPdfText): Buffer {
  const pages = pagesOf(doc)
  const first = 5 // objects 1–4: catalog, pages, two fonts; then a page and its content per page
  const kids = pages.map((_, i) => `${first + i * 2} 0 R`).join(' ')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ]
  pages.forEach((lines, i) => {
    const content = Buffer.from(contentOf(lines, i + 1, pages.length), 'latin1')
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${first + i * 2 + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
    )
  })
  const info = `<< /Title ${literal(doc.title)} /Author ${literal(doc.author)} /Subject ${literal(doc.subject)} >>`
  objects.push(info)
  let text = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(text, 'latin1'))
    text += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(text, 'latin1')
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(text, 'latin1')
}
