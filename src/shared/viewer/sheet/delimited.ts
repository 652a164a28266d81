import { read, type WorkSheet } from 'xlsx'
import { rowsOf } from './cells'

/** The separators spec §5 guesses among. */
export type Separator = ',' | ';' | '\t'

/**
 * On a tie the earlier one wins: a tab or a semicolon seldom appears inside data, while a comma
 * does (text, and decimal commas in Spanish files, which is why Excel in Mexico writes `;`).
 */
const CANDIDATES: readonly Separator[] = ['\t', ';', ',']
const SAMPLE_RECORDS = 20
const SAMPLE_CHARS = 64 * 1024

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)

/** Excel's own hint, a first line such as `sep=;`. */
const SEP_LINE = /^sep=([,;\t])[ \t]*(\r\n|\n|\r|$)/i

/**
 * Delimited text read by SheetJS with the given separator: quoted fields may hold separators,
 * line breaks and doubled quotes; lines may end in CRLF, LF or CR. Every cell is the text as
 * written (`raw`): no number, date or formula is read into it, so `00123` and `9,5` stay so.
 *
 * SheetJS picks its reader from a file's first bytes, and a text beginning with `<`, `ID` or
 * `TABL` would be taken for XML, SYLK or DIF. Excel's `sep=` line written in front names the
 * separator and always leads SheetJS to its delimited reader, which drops that line.
 */
function delimitedSheet(body: string, separator: Separator, maxRecords: number): WorkSheet | undefined {
  const book = read(`sep=${separator}\n${body}`, {
    type: 'string',
    raw: true,
    dense: true,
    cellHTML: false,
    cellFormula: false,
    ...(Number.isFinite(maxRecords) ? { sheetRows: maxRecords } : {}),
  })
  return book.Sheets[book.SheetNames[0]!]
}

/** A line with nothing in it, or only empty fields. */
const isBlank = (record: string[]) => !record.some(Boolean)

/**
 * The separator that splits the first lines into the most consistent number of columns (two or
 * more); a file none of them splits is one column, read with a comma.
 */
export function guessSeparator(text: string): Separator {
  const body = stripBom(text)
  const hint = SEP_LINE.exec(body)?.[1]
  if (hint) return hint as Separator
  const cut = body.length > SAMPLE_CHARS
  let best: Separator = ','
  let bestScore = 0
  for (const separator of CANDIDATES) {
    const records = rowsOf(delimitedSheet(body.slice(0, SAMPLE_CHARS), separator, SAMPLE_RECORDS + 1))
    // A record cut off by the sample's end would count wrong.
    if (cut || records.length > SAMPLE_RECORDS) records.pop()
    const score = consistency(records.filter((record) => !isBlank(record)).map((record) => record.length))
    if (score > bestScore) {
      best = separator
      bestScore = score
    }
  }
  return best
}

/** Share of lines with the most common column count, or 0 when that count is a single column. */
function consistency(counts: number[]): number {
  if (counts.length === 0) return 0
  const frequency = new Map<number, number>()
  for (const count of counts) frequency.set(count, (frequency.get(count) ?? 0) + 1)
  let mode = 1
  let modeFrequency = 0
  for (const [count, times] of frequency) {
    if (times > modeFrequency || (times === modeFrequency && count > mode)) {
      mode = count
      modeFrequency = times
    }
  }
  return mode < 2 ? 0 : modeFrequency / counts.length
}

/**
 * The rows of a delimited file, read by SheetJS with its own `sep=` line or the guessed
 * separator, at most `maxRecords` of them. A row ends at its last non-empty field; a blank line
 * is an empty row; trailing blank lines are dropped.
 */
export function readDelimited(text: string, maxRecords = Infinity): string[][] {
  let body = stripBom(text)
  const separator = guessSeparator(body)
  const hint = SEP_LINE.exec(body)
  if (hint) body = body.slice(hint[0].length)
  return rowsOf(delimitedSheet(body, separator, maxRecords))
}
