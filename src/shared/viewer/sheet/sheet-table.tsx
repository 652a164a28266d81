import { chakra, VisuallyHidden } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react'
import { columnLetter, columnWidths, rowHeaderWidth } from './columns'
import type { Sheet } from './sheet-types'

/** Every row is one line this high, so positions are known without measuring each row. */
const ROW_HEIGHT_REM = 2
/** Rows drawn beyond each edge, so a fast scroll shows rows rather than blank space. */
const OVERSCAN_ROWS = 12

const rowHeightPx = () => ROW_HEIGHT_REM * (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16)

interface SheetTableProps {
  sheet: Sheet
  /** The viewer's scroll area, which scrolls the table. */
  root: HTMLElement | null
  /** What stays on top of the scroll area above the table (the sheet bar), in px. */
  headTop: number
}

/**
 * A sheet as a spreadsheet program shows it: column letters on top, row numbers on the side, both
 * headers of the table for screen readers, the file's first row as row 1. Only the rows near
 * the visible part are in the page; the table still says how many there are.
 */
export function SheetTable({ sheet, root, headTop }: SheetTableProps) {
  const { t } = useLingui()
  const { rows, columnCount } = sheet
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const [rowHeight] = useState(rowHeightPx)
  const [scrollMargin, setScrollMargin] = useState(0)
  const widths = useMemo(() => columnWidths(rows, columnCount), [rows, columnCount])
  const letters = useMemo(() => Array.from({ length: columnCount }, (_, index) => columnLetter(index)), [columnCount])
  const headerWidth = rowHeaderWidth(rows.length)
  const tableWidth = widths.reduce((sum, width) => sum + width, headerWidth)

  // Where the rows start inside the scroll area: below the sheet bar and the column letters.
  useLayoutEffect(() => {
    const body = bodyRef.current
    if (!root || !body) return
    setScrollMargin(body.getBoundingClientRect().top - root.getBoundingClientRect().top + root.scrollTop)
  }, [root, headTop])

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => root,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  })
  const items = virtualizer.getVirtualItems()
  const first = items[0]
  const last = items[items.length - 1]
  const before = first ? first.start - scrollMargin : 0
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0
  const span = columnCount + 1

  return (
    <chakra.table
      aria-label={sheet.name}
      aria-rowcount={rows.length + 1}
      aria-colcount={columnCount + 1}
      style={{ width: `${tableWidth}ch`, '--sheet-head-top': `${headTop}px` } as CSSProperties}
      css={TABLE_CSS}
    >
      <colgroup>
        <col style={{ width: `${headerWidth}ch` }} />
        {widths.map((width, index) => (
          <col key={index} style={{ width: `${width}ch` }} />
        ))}
      </colgroup>
      <thead>
        <tr aria-rowindex={1}>
          <th scope="col">
            <VisuallyHidden>{t`Fila`}</VisuallyHidden>
          </th>
          {letters.map((letter) => (
            <th key={letter} scope="col">
              {letter}
            </th>
          ))}
        </tr>
      </thead>
      <tbody ref={bodyRef}>
        {before > 0 ? <Spacer height={before} span={span} /> : null}
        {items.map((item) => {
          const row = rows[item.index] ?? []
          return (
            <tr key={item.index} aria-rowindex={item.index + 2}>
              <th scope="row">{item.index + 1}</th>
              {widths.map((width, column) => {
                const text = row[column] ?? ''
                // The cut text is told in full on hover; screen readers read the cell's whole text anyway.
                return (
                  <td key={column} title={text.length + 2 > width ? text : undefined}>
                    {text}
                  </td>
                )
              })}
            </tr>
          )
        })}
        {after > 0 ? <Spacer height={after} span={span} /> : null}
      </tbody>
    </chakra.table>
  )
}

/** Stands for the rows not in the page, so the scroll bar is that of the whole sheet. */
function Spacer({ height, span }: { height: number; span: number }) {
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={span} style={{ padding: 0, border: 0 }} />
    </tr>
  )
}

const TABLE_CSS = {
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: 'sm',
  bg: 'bg',
  '& th, & td': {
    height: `${ROW_HEIGHT_REM}rem`,
    paddingBlock: 0,
    paddingInline: '2',
    borderBottomWidth: '1px',
    borderInlineEndWidth: '1px',
    borderColor: 'border',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    textAlign: 'start',
    verticalAlign: 'middle',
  },
  '& thead th': {
    position: 'sticky',
    top: 'var(--sheet-head-top)',
    zIndex: 1,
    bg: 'bg.muted',
    color: 'fg.muted',
    fontWeight: 'semibold',
    textAlign: 'center',
  },
  '& tbody th': {
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    bg: 'bg.muted',
    color: 'fg.muted',
    fontWeight: 'normal',
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
  },
  '& thead th:first-of-type': { insetInlineStart: 0, zIndex: 2 },
} as const
