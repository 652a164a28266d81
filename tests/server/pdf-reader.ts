/**
 * Just enough PDF reading to check the server's own documents: the cross-reference table, the
 * page tree, and the text shown by the Tj operators of uncompressed content streams.
 */

const latin1 = (bytes: Buffer) => bytes.toString('latin1')

/** Problems with the file's structure; empty when it is sound. */
export function structureProblems(bytes: Buffer): string[] {
  const problems: string[] = []
  const text = latin1(bytes)
  if (!text.startsWith('%PDF-1.7\n')) problems.push('does not start with a PDF 1.7 header')
  if (!/%%EOF\s*$/.test(text)) problems.push('does not end with %%EOF')
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)
  if (!startxref) return [...problems, 'no startxref']
  const xrefAt = Number(startxref[1])
  if (!text.startsWith('xref', xrefAt)) return [...problems, `startxref ${xrefAt} does not point at the xref table`]
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt))
  if (!header) return [...problems, 'malformed xref header']
  const size = Number(header[1])
  const entriesAt = xrefAt + header[0].length
  for (let id = 0; id < size; id++) {
    const entry = text.slice(entriesAt + id * 20, entriesAt + (id + 1) * 20)
    const match = /^(\d{10}) (\d{5}) ([nf])(?: \n|\r\n)$/.exec(entry)
    if (!match) {
      problems.push(`xref entry ${id} is not 20 bytes long: ${JSON.stringify(entry)}`)
      continue
    }
    if (match[3] === 'f') continue
    const offset = Number(match[1])
    if (!text.startsWith(`${id} 0 obj`, offset)) problems.push(`xref entry ${id} points at ${JSON.stringify(text.slice(offset, offset + 12))}`)
  }
  const trailerSize = /trailer\s*<<[^>]*\/Size (\d+)/.exec(text)
  if (Number(trailerSize?.[1]) !== size) problems.push('trailer /Size differs from the xref table')
  return problems
}

function objectBody(text: string, id: number): string {
  const start = text.indexOf(`\n${id} 0 obj\n`)
  if (start < 0) throw new Error(`object ${id} not found`)
  const end = text.indexOf('\nendobj', start)
  return text.slice(start + `\n${id} 0 obj\n`.length, end)
}

function streamOf(text: string, id: number): string {
  const body = objectBody(text, id)
  const length = Number(/\/Length (\d+)/.exec(body)?.[1])
  const start = body.indexOf('stream\n') + 'stream\n'.length
  return body.slice(start, start + length)
}

// Windows-1252 between 0x80 and 0x9F; the other bytes read as Latin-1.
const WIN_ANSI: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š', 0x8b: '‹',
  0x8c: 'Œ', 0x8e: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™',
  0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
}

/** The text of a PDF literal string (its escapes undone), read as WinAnsiEncoding. */
export function decodeLiteral(literal: string): string {
  let out = ''
  for (let i = 0; i < literal.length; i++) {
    let code = literal.charCodeAt(i)
    if (literal[i] === '\\') {
      const octal = /^[0-7]{1,3}/.exec(literal.slice(i + 1))
      if (octal) {
        code = Number.parseInt(octal[0], 8)
        i += octal[0].length
      } else {
        i++
        code = literal.charCodeAt(i)
      }
    }
    out += WIN_ANSI[code] ?? String.fromCharCode(code)
  }
  return out
}

/** The strings each page shows, in drawing order, one array per page in page-tree order. */
export function pageTexts(bytes: Buffer): string[][] {
  const text = latin1(bytes)
  const kids = /\/Kids \[([^\]]*)\]/.exec(objectBody(text, 2))?.[1] ?? ''
  return [...kids.matchAll(/(\d+) 0 R/g)].map(([, pageId]) => {
    const contents = Number(/\/Contents (\d+) 0 R/.exec(objectBody(text, Number(pageId)))?.[1])
    return [...streamOf(text, contents).matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map(([, literal]) => decodeLiteral(literal ?? ''))
  })
}

/** How many page objects the file holds. */
export const pageObjectCount = (bytes: Buffer): number => (latin1(bytes).match(/\/Type \/Page(?![s\w])/g) ?? []).length
