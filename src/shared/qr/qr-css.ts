import { defineGlobalStyles } from '@chakra-ui/react'

/** The QR's frame and placeholder, in the theme's tokens, written with its global styles when the portal is built. */
export const qrCss = /* @__PURE__ */ defineGlobalStyles({
  '.qr-frame': { bg: 'white', p: '3', borderRadius: 'l2', lineHeight: '0', maxW: 'full' },
  '.qr-frame > svg': { maxWidth: '100%', height: 'auto', aspectRatio: '1', display: 'block' },
  '.qr-placeholder': { maxW: 'full', aspectRatio: '1', borderRadius: 'l2', bg: 'gray.200', animation: 'pulse', animationDuration: '1.2s' },
  '.qr-failed': { m: '0', textAlign: 'center' },
})
