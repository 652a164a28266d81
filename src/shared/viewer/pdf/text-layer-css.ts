import type { SystemStyleObject } from '@chakra-ui/react'

/**
 * The part of pdf.js's `pdf_viewer.css` its TextLayer needs: transparent text placed over the
 * canvas so it can be selected, copied and found with the browser's search. The page element
 * sets `--total-scale-factor` (CSS px per PDF unit).
 */
export const textLayerCss: SystemStyleObject = {
  position: 'absolute',
  inset: '0',
  overflow: 'clip',
  opacity: '1',
  lineHeight: '1',
  textAlign: 'initial',
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textSizeAdjust: 'none',
  forcedColorAdjust: 'none',
  transformOrigin: '0 0',
  caretColor: 'CanvasText',
  zIndex: '0',
  '--min-font-size': '1',
  '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
  '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
  '& :is(span, br)': {
    color: 'transparent',
    position: 'absolute',
    whiteSpace: 'pre',
    cursor: 'text',
    transformOrigin: '0% 0%',
    userSelect: 'text',
  },
  '& > :not(.markedContent), & .markedContent span:not(.markedContent)': {
    zIndex: '1',
    '--font-height': '0',
    fontSize: 'calc(var(--text-scale-factor) * var(--font-height))',
    '--scale-x': '1',
    '--rotate': '0deg',
    transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
  },
  '& .markedContent': { display: 'contents' },
  '& ::selection': { background: 'rgb(0 0 255 / 0.25)', color: 'transparent' },
  '& br::selection': { background: 'transparent' },
}
