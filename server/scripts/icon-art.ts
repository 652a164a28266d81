import type { ShortcutKey } from '../brands.ts'

/** A mortarboard in a 100 × 100 box, white on the brand colour. */
export const MORTARBOARD = `
  <path d="M50 16 L94 35 L50 54 L6 35 Z" fill="#fff"/>
  <path d="M24 45 V62 C24 70 36 76 50 76 C64 76 76 70 76 62 V45 L50 56.5 Z" fill="#fff"/>
  <path d="M50 35 L85 41 V63" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>
  <rect x="81.5" y="61" width="7" height="12" rx="2" fill="#fff"/>`

const SHORTCUT_GLYPHS: Record<ShortcutKey, string> = {
  credential: `
    <rect x="14" y="24" width="72" height="52" rx="8" fill="none" stroke="#fff" stroke-width="6"/>
    <circle cx="36" cy="46" r="8" fill="#fff"/>
    <path d="M24 64 C24 56 48 56 48 64 Z" fill="#fff"/>
    <path d="M56 42 H76 M56 52 H76 M56 62 H70" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
  agenda: `
    <rect x="16" y="22" width="68" height="62" rx="8" fill="none" stroke="#fff" stroke-width="6"/>
    <path d="M16 40 H84" stroke="#fff" stroke-width="6"/>
    <path d="M34 14 V28 M66 14 V28" stroke="#fff" stroke-width="6" stroke-linecap="round"/>
    <rect x="28" y="50" width="12" height="10" rx="2" fill="#fff"/><rect x="44" y="50" width="12" height="10" rx="2" fill="#fff"/>
    <rect x="60" y="50" width="12" height="10" rx="2" fill="#fff"/><rect x="28" y="66" width="12" height="10" rx="2" fill="#fff"/>`,
  notifications: `
    <path d="M50 14 C36 14 28 25 28 38 V56 L20 68 H80 L72 56 V38 C72 25 64 14 50 14 Z" fill="#fff"/>
    <path d="M41 74 C41 80 45 84 50 84 C55 84 59 80 59 74 Z" fill="#fff"/>`,
}

export interface IconArt {
  mark: string
  color: string
  fontCss: string
}

const page = (size: number, fontCss: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><style>
${fontCss}
html, body { margin: 0; width: ${size}px; height: ${size}px; background: transparent; overflow: hidden; }
svg { display: block; }
</style></head><body>${body}</body></html>`

/** Mark text sized to fit `width` (in the 100-unit box) whatever its length. */
function markText(mark: string, y: number, width: number): string {
  const fontSize = Math.min(22, (width / mark.length) * 1.55)
  return `<text x="50" y="${y}" text-anchor="middle" font-family="Work Sans" font-weight="700" font-size="${fontSize}" fill="#fff" letter-spacing="0.5">${mark}</text>`
}

/**
 * "any" icon: rounded square in the brand colour, mortarboard over the brand name. Square corners
 * (`corner` 0) for the apple-touch icon: iOS rounds them itself and paints transparency black.
 */
export function appIcon(size: number, art: IconArt, corner = 20): string {
  return page(size, art.fontCss, `<svg width="${size}" height="${size}" viewBox="0 0 100 100" xmlns="http://www.w3.org/2000/svg">
  <rect width="100" height="100" rx="${corner}" fill="${art.color}"/>
  <g transform="translate(21 10) scale(0.58)">${MORTARBOARD}</g>
  ${markText(art.mark, 80, 76)}
</svg>`)
}

/** Maskable icon: full bleed, with everything inside the central 80 % safe circle. */
export function maskableIcon(size: number, art: IconArt): string {
  return page(size, art.fontCss, `<svg width="${size}" height="${size}" viewBox="0 0 100 100" xmlns="http://www.w3.org/2000/svg">
  <rect width="100" height="100" fill="${art.color}"/>
  <g transform="translate(31 22) scale(0.38)">${MORTARBOARD}</g>
  ${markText(art.mark, 71, 44)}
</svg>`)
}

export function shortcutIcon(size: number, key: ShortcutKey, art: IconArt): string {
  return page(size, art.fontCss, `<svg width="${size}" height="${size}" viewBox="0 0 100 100" xmlns="http://www.w3.org/2000/svg">
  <rect width="100" height="100" rx="22" fill="${art.color}"/>
  <g transform="translate(15 15) scale(0.7)">${SHORTCUT_GLYPHS[key]}</g>
</svg>`)
}

/** The tab's icon, a file of its own: the mortarboard alone on the brand colour, legible at 16 px. */
export function faviconSvg(color: string): string {
  const mortarboard = MORTARBOARD.replace(/\s*\n\s*/g, '')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="20" fill="${color}"/><g transform="translate(10 13) scale(0.8)">${mortarboard}</g></svg>\n`
}
