import { chakra } from '@chakra-ui/react'

/**
 * The payments' tables: cells styled from the table, so a statement of hundreds of rows draws
 * plain `<tr>`/`<td>` elements. `.num` aligns an amount to the end, digits in columns; a `tbody.lazy`
 * lays out only the cells near the screen.
 */
export const MoneyTable = chakra('table', {
  base: {
    w: 'full',
    fontSize: 'sm',
    borderCollapse: 'collapse',
    '& th, & td': { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border', textAlign: 'start', verticalAlign: 'top' },
    '& th': { fontWeight: 'semibold', color: 'fg.muted' },
    '& .num': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    '& .nowrap': { whiteSpace: 'nowrap' },
    '& .credit': { color: 'green.fg' },
    '& .note': { display: 'block', color: 'fg.muted' },
    // A payment's folio opens its receipt: a plain button that reads as a link.
    '& .receipt': {
      color: 'brand.fg', textDecoration: 'underline', cursor: 'pointer', bg: 'transparent', p: '0', font: 'inherit',
      _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
    },
    '& tfoot td': { fontWeight: 'semibold', borderBottomWidth: '0' },
    // A long table's cells are laid out and painted only near the screen (each one remembers its
    // size once drawn): showing hundreds of rows below the fold then costs little more than a few.
    // They stay in the page, so find-in-page and screen readers still reach every row.
    '& tbody.lazy td': { contentVisibility: 'auto', containIntrinsicSize: 'auto 1.25rem' },
    '& caption': { captionSide: 'top', textAlign: 'start', color: 'fg.muted', pb: '2' },
  },
})
