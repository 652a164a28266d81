/** The two standard Type 1 fonts the documents use; every PDF reader has them built in. */
export type FontName = 'regular' | 'bold'

export const BASE_FONTS: Record<FontName, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' }

// Advance widths (thousandths of the font size) of the printable ASCII characters, 32–126,
// from the fonts' published metrics; enough to right-align numbers and shorten long cells.
const ASCII_WIDTHS: Record<FontName, number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
}

// Punctuation beyond ASCII that the documents may print; accented letters take their base
// letter's width, except the accented i's, which are wider than a plain i.
const OTHER_WIDTHS: Record<FontName, Record<string, number>> = {
  regular: { '–': 556, '—': 1000, '…': 1000, '•': 350, '·': 278, '°': 400, 'º': 365, 'ª': 370, '¿': 611, '¡': 333, '«': 556, '»': 556, '‘': 222, '’': 222, '“': 333, '”': 333, '€': 556, '\u00a0': 278 },
  bold: { '–': 556, '—': 1000, '…': 1000, '•': 350, '·': 278, '°': 400, 'º': 365, 'ª': 370, '¿': 611, '¡': 333, '«': 556, '»': 556, '‘': 278, '’': 278, '“': 500, '”': 500, '€': 556, '\u00a0': 278 },
}

const WIDE_I = /^[íìîïÍÌÎÏ]$/

function charWidth(font: FontName, ch: string): number {
  const code = ch.charCodeAt(0)
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[font][code - 32] ?? 556
  const other = OTHER_WIDTHS[font][ch]
  if (other !== undefined) return other
  if (WIDE_I.test(ch)) return 278
  const base = ch.normalize('NFD').charCodeAt(0)
  return base >= 32 && base <= 126 ? (ASCII_WIDTHS[font][base - 32] ?? 556) : 556
}

/** Width in points of `text` set in `font` at `size`. */
export function textWidth(text: string, font: FontName, size: number): number {
  let units = 0
  for (const ch of text.normalize('NFC')) units += charWidth(font, ch)
  return (units * size) / 1000
}

/** `text` shortened with an ellipsis so that it fits in `width`. */
export function fitText(text: string, width: number, font: FontName, size: number): string {
  if (textWidth(text, font, size) <= width) return text
  let cut = text
  while (cut.length > 0 && textWidth(`${cut}…`, font, size) > width) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}…`
}

/** Breaks `text` into lines no wider than `width` (a word longer than a line is shortened). */
export function wrapText(text: string, width: number, font: FontName, size: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (textWidth(candidate, font, size) <= width) {
      line = candidate
    } else {
      if (line) lines.push(line)
      line = fitText(word, width, font, size)
    }
  }
  if (line) lines.push(line)
  return lines.length > 0 ? lines : ['']
}

// The characters of Windows-1252 between 0x80 and 0x9F; the rest of 0xA0–0xFF is Latin-1.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b,
  'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99,
  'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
}

/** WinAnsiEncoding bytes of `text`; a character the encoding lacks becomes "?". */
export function winAnsiBytes(text: string): number[] {
  const bytes: number[] = []
  for (const ch of text.normalize('NFC').replace(/[\t\u2009\u202f]/g, ' ')) {
    const code = ch.codePointAt(0) ?? 0x3f
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) bytes.push(code)
    else bytes.push(WIN_ANSI_EXTRA[ch] ?? 0x3f)
  }
  return bytes
}

/** A PDF literal string: delimiters escaped, bytes outside printable ASCII as octal escapes. */
export function pdfString(text: string): string {
  let out = '('
  for (const byte of winAnsiBytes(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`
    else out += String.fromCharCode(byte)
  }
  return `${out})`
}
