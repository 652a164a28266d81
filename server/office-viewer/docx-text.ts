import { UnreadableZip, zipEntry } from './zip-reader.ts'

// The body of a long report is a few megabytes of XML; more than this is not worth showing here.
const MAX_DOCUMENT_XML = 20 * 1024 * 1024

const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name] ?? whole
  })
}

// A run's text, a tab, or a line break; <w:t> never holds markup, only text.
const PIECE = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br|cr)(?:\s[^>]*)?\/>/g
// A paragraph, with or without attributes; an empty one may close itself.
const PARAGRAPH = /<w:p(?:\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/w:p>)/g

function paragraphText(xml: string): string {
  let text = ''
  for (const [, run, mark] of xml.matchAll(PIECE)) {
    if (run !== undefined) text += decodeXml(run)
    else text += mark === 'tab' ? '\t' : '\n'
  }
  return text
}

/**
 * The text of a .docx's paragraphs in document order (empty ones left out), read from
 * `word/document.xml`; null when the file is no readable .docx.
 */
export async function docxParagraphs(bytes: Buffer): Promise<string[] | null> {
  let xml: Buffer | null
  try {
    xml = await zipEntry(bytes, 'word/document.xml', { maxBytes: MAX_DOCUMENT_XML })
  } catch (error) {
    if (error instanceof UnreadableZip) return null
    throw error
  }
  if (!xml) return null
  const paragraphs: string[] = []
  for (const [, inner] of xml.toString('utf8').matchAll(PARAGRAPH)) {
    const text = inner === undefined ? '' : paragraphText(inner)
    if (text.trim() !== '') paragraphs.push(text)
  }
  return paragraphs
}
