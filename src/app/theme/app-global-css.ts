import { defineGlobalStyles } from '@chakra-ui/react'

/** Styles of plain elements the shell renders outside Chakra components. */
export const appGlobalCss = /* @__PURE__ */ defineGlobalStyles({
  'html, body': { fontFamily: 'body', bg: 'bg.subtle', color: 'fg' },
  // Less motion when the system asks for it: animations and transitions end at once (their end
  // events still fire, so dialogs still close), and nothing scrolls smoothly.
  '*, *::before, *::after': {
    _motionReduce: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
  // Read by screen readers, not shown: plain elements drawn before Chakra loads use it.
  '.sr-only': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: '0',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    borderWidth: '0',
  },
  // An offline copy's age (shared/ui/offline-age.tsx).
  '.offline-age': { m: '0', alignSelf: 'start', px: '3', py: '2', borderRadius: 'l2', bg: 'orange.subtle', color: 'orange.fg', fontSize: 'sm' },
  '.skip-link': {
    position: 'absolute',
    insetStart: '-9999px',
    top: '2',
    // Above the sticky header: Chakra's token for skip links.
    zIndex: 'skipNav',
    bg: 'bg',
    color: 'fg',
    px: '4',
    py: '2',
    borderRadius: 'l2',
    boxShadow: 'md',
  },
  '.skip-link:focus': { insetStart: '2' },
  '.nav-link': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2',
    borderRadius: 'l2',
    color: 'fg',
    textDecoration: 'none',
    _hover: { bg: 'brand.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  '.nav-link[aria-current=page]': { bg: 'brand.muted', color: 'brand.fg', fontWeight: 'semibold' },
  '.nav-link svg': { flexShrink: 0, width: '5', height: '5' },
  // A section's tabs (the student's record): the current one is bold and underlined, not only coloured.
  '.section-tab': {
    display: 'inline-block',
    px: '3',
    py: '1.5',
    borderRadius: 'l2',
    borderWidth: '1px',
    color: 'fg',
    textDecoration: 'none',
    _hover: { bg: 'brand.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  '.section-tab[aria-current=page]': { bg: 'brand.muted', color: 'brand.fg', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '4px' },
})
