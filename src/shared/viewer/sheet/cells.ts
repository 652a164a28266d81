import { utils, type CellObject, type WorkSheet } from 'xlsx'

/** Every row of a dense sheet from A1, each cell as the file displays it; a row with no cell read is empty. */
export function rowsOf(sheet: WorkSheet | undefined): string[][] {
  // Only the cells read count: the declared range may run far past the data (whole columns
  // formatted). Array.from, not map: SheetJS leaves a hole for a row without cells.
  return Array.from(sheet?.['!data'] ?? [], (row) => (row ? Array.from(row, cellText) : []))
}

function cellText(cell: CellObject | undefined): string {
  if (!cell || cell.t === 'z') return ''
  if (cell.w !== undefined) return cell.w
  return cell.v === undefined ? '' : utils.format_cell(cell)
}
