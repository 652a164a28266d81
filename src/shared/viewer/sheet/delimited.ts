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
 * Splits delimited text into records and fields: quoted fields may hold separators, line breaks
 * and doubled quotes; a quote inside an unquoted field is kept as written. Lines may end in
 * CRLF, LF or CR.
 */
export function parseDelimited(text: string, separator: Separator, maxRecords = Infinity): string[][] {
  const records: string[][] = []
  const n = text.length
  const separatorCode = separator.charCodeAt(0)
  const boundary = (from: number) => {
    let at = from
    while (at < n) {
      const code = text.charCodeAt(at)
      if (code === separatorCode || code === 10 || code === 13) break
      at++
    }
    return at
  }
  let record: string[] = []
  let i = 0
  for (;;) {
    let field = ''
    if (text.charCodeAt(i) === 34) {
      i++
      for (;;) {
        const quote = text.indexOf('"', i)
        if (quote === -1) {
          field += text.slice(i)
          i = n
          break
        }
        field += text.slice(i, quote)
        if (text.charCodeAt(quote + 1) === 34) {
          field += '"'
          i = quote + 2
        } else {
          i = quote + 1
          break
        }
      }
    }
    const end = boundary(i)
    field += text.slice(i, end)
    i = end
    record.push(field)
    if (i < n && text.charCodeAt(i) === separatorCode) {
      i++
      continue
    }
    records.push(record)
    record = []
    if (i >= n || records.length >= maxRecords) break
    i += text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1
    if (i >= n) break
  }
  return records
}

const isBlank = (record: string[]) => record.length === 1 && record[0] === ''

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
    const records = parseDelimited(body.slice(0, SAMPLE_CHARS), separator, SAMPLE_RECORDS + 1)
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

/** The rows of a delimited file: its own `sep=` line or the guessed separator; trailing blank lines dropped. */
export function readDelimited(text: string, maxRecords = Infinity): string[][] {
  let body = stripBom(text)
  const separator = guessSeparator(body)
  const hint = SEP_LINE.exec(body)
  if (hint) body = body.slice(hint[0].length)
  const records = parseDelimited(body, separator, maxRecords)
  while (records.length > 0 && isBlank(records[records.length - 1]!)) records.pop()
  return records
}
