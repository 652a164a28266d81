/**
 * Code 128 (ISO/IEC 15417) for the account number under the credential's QR.
 *
 * Only subsets B (printable ASCII) and C (digit pairs) are used: an account number is digits,
 * and subset A adds nothing but control characters. Subset choice follows the standard's
 * Annex E so the symbol is as short as it can be, which keeps the bars wide on a phone.
 */

/**
 * Bar and space widths (in modules) of every symbol, by value: bar, space, bar, space, bar,
 * space. Each symbol is 11 modules wide; the stop (106) has a final 2-module bar, 13 in all.
 */
export const PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
]

export const CODE_C = 99
export const CODE_B = 100
export const START_B = 104
export const START_C = 105
export const STOP = 106
/** The standard asks for at least 10 modules of blank space on each side. */
export const QUIET_ZONE_MODULES = 10

export interface Code128 {
  /** Start, data and code-set switches, checksum, stop. */
  values: number[]
  checksum: number
  /** Widths of alternating bars and spaces, starting with a bar. */
  widths: number[]
  /** Width of the symbol without quiet zones. */
  modules: number
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9'

function digitsFrom(text: string, index: number): number {
  let count = 0
  while (isDigit(text[index + count])) count++
  return count
}

function valueInB(char: string): number {
  const code = char.charCodeAt(0)
  if (code < 32 || code > 126) throw new RangeError(`Code 128 subset B cannot encode ${JSON.stringify(char)}`)
  return code - 32
}

/** Start character and data values, with the code-set switches Annex E asks for. */
export function code128Values(text: string): number[] {
  if (text.length === 0) throw new RangeError('Code 128 needs at least one character')
  const leading = digitsFrom(text, 0)
  let inC = leading >= 4 || (leading === 2 && text.length === 2)
  const values = [inC ? START_C : START_B]
  let index = 0
  while (index < text.length) {
    if (inC) {
      if (digitsFrom(text, index) >= 2) {
        values.push(Number(text.slice(index, index + 2)))
        index += 2
      } else {
        values.push(CODE_B)
        inC = false
      }
      continue
    }
    const run = digitsFrom(text, index)
    if (run >= 4) {
      // An odd run leaves its first digit in B so the rest pairs up exactly.
      if (run % 2 === 1) {
        values.push(valueInB(text[index]!))
        index++
      }
      values.push(CODE_C)
      inC = true
      continue
    }
    values.push(valueInB(text[index]!))
    index++
  }
  return values
}

/** Modulo-103 sum: the start value plus each later value times its position. */
export function code128Checksum(values: readonly number[]): number {
  return values.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0) % 103
}

export function encodeCode128(text: string): Code128 {
  const data = code128Values(text)
  const checksum = code128Checksum(data)
  const values = [...data, checksum, STOP]
  const widths = values.flatMap((value) => [...PATTERNS[value]!].map(Number))
  return { values, checksum, widths, modules: widths.reduce((a, b) => a + b, 0) }
}

export interface Bar {
  /** Start in modules from the left edge of the symbol (quiet zone not included). */
  x: number
  width: number
}

/** The dark bars of an encoding, ready to draw. */
export function barsOf(encoding: Pick<Code128, 'widths'>): Bar[] {
  const bars: Bar[] = []
  let x = 0
  encoding.widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push({ x, width })
    x += width
  })
  return bars
}
