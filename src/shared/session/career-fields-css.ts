import { defineGlobalStyles } from '@chakra-ui/react'

/**
 * The student and career selects' styles (career-fields.tsx), in the theme's tokens, written with
 * its global styles when the portal is built: the same look as Chakra's field and native select,
 * with plain elements a cold start draws before Chakra has loaded (src/start/home-view.tsx).
 */
export const careerFieldsCss = /* @__PURE__ */ defineGlobalStyles({
  '.cf-fields': { display: 'flex', flexDirection: { base: 'column', md: 'row' }, gap: '4' },
  '.cf-field': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', position: 'relative', flex: '1', width: '100%', gap: '1.5' },
  '.cf-label': { display: 'flex', alignItems: 'center', gap: '1', textAlign: 'start', fontSize: 'sm', lineHeight: '1.25rem', fontWeight: 'medium', userSelect: 'none' },
  '.cf-control': { display: 'flex', position: 'relative', width: '100%', height: 'fit-content' },
  '.cf-select': {
    width: '100%',
    minWidth: '0',
    height: '10',
    ps: '3',
    pe: '8',
    outline: '0',
    appearance: 'none',
    bg: 'transparent',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    fontSize: 'sm',
    lineHeight: '1.25rem',
    focusVisibleRing: 'inside',
  },
  '.cf-select > option': { bg: 'bg' },
  '.cf-indicator': {
    position: 'absolute',
    top: '50%',
    insetEnd: '2',
    transform: 'translateY(-50%)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '100%',
    pointerEvents: 'none',
    color: 'fg.muted',
    fontSize: 'lg',
    lineHeight: '1.75rem',
  },
  '.cf-indicator > svg': { display: 'block', width: '1em', height: '1em' },
})
