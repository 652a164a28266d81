/** A column's name as spreadsheets write it: A…Z, AA…AZ, BA… */
export function columnLetter(index: number): string {
  let letters = ''
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters
  }
  return letters
}

/** Rows looked at to size the columns: enough for their usual width, cheap at any length. */
const SAMPLE_ROWS = 200
const MIN_CH = 4
const MAX_CH = 40
/** Room for the cell's padding, in characters. */
const PADDING_CH = 2

/**
 * Column widths in `ch`, from the longest text of the first rows, so the columns stay put while
 * rows are added and removed by scrolling. Longer texts are cut with an ellipsis.
 */
export function columnWidths(rows: readonly string[][], columnCount: number): number[] {
  const widths = Array.from({ length: columnCount }, () => MIN_CH)
  for (const row of rows.slice(0, SAMPLE_ROWS)) {
    row.forEach((text, column) => {
      if (column < columnCount) widths[column] = Math.max(widths[column]!, Math.min(text.length + PADDING_CH, MAX_CH))
    })
  }
  return widths
}

/** The width of the row numbers' column: its longest number and some room. */
export const rowHeaderWidth = (rowCount: number) => Math.max(String(rowCount).length + PADDING_CH + 1, MIN_CH)
