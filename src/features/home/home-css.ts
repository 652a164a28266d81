import { defineGlobalStyles } from '@chakra-ui/react'

/**
 * The home's first screen (the greeting, the card to choose a student and career, and the
 * selected student's summary), in the theme's tokens, written with its global styles when the
 * portal is built: Chakra's card, heading and data list look, with plain elements a cold start
 * draws before Chakra has loaded (src/start/home-view.tsx), so the portal then changes nothing.
 */
export const homeCss = /* @__PURE__ */ defineGlobalStyles({
  '.hm-screen': { display: 'flex', flexDirection: 'column', gap: '6', maxW: '5xl' },
  '.hm-title': { m: '0', fontFamily: 'heading', fontWeight: 'semibold', fontSize: '2xl', lineHeight: '2rem' },
  '.hm-card': {
    '--card-padding': 'spacing.6',
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: '0',
    wordWrap: 'break-word',
    textAlign: 'start',
    bg: 'bg.panel',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l3',
  },
  '.hm-card-header': { display: 'flex', flexDirection: 'column', gap: '1.5', px: 'var(--card-padding)', pt: 'var(--card-padding)' },
  '.hm-card-title': { m: '0', fontFamily: 'heading', fontWeight: 'semibold', fontSize: 'lg', lineHeight: '1.75rem' },
  '.hm-card-text': { m: '0', color: 'fg.muted' },
  '.hm-card-body': { display: 'flex', flexDirection: 'column', flex: '1', p: 'var(--card-padding)' },
  '.hm-data': { display: 'flex', flexDirection: 'column', gap: '4', m: '0' },
  '.hm-item': { display: 'inline-flex', alignItems: 'center', gap: '4', fontSize: 'sm', lineHeight: '1.25rem' },
  '.hm-item > dt': { display: 'flex', alignItems: 'center', gap: '1', minWidth: '120px', color: 'fg.muted' },
  '.hm-item > dd': { display: 'flex', flex: '1', minWidth: '0', m: '0' },
  '.hm-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    minH: '5',
    px: '1.5',
    ms: '2',
    borderRadius: 'l2',
    bg: 'orange.subtle',
    color: 'orange.fg',
    fontSize: 'xs',
    lineHeight: '1rem',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    userSelect: 'none',
  },
})
