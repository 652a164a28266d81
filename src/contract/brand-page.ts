import type { Portal } from './common.ts'

/**
 * What each brand's pages name in their head, for the browser before any script runs: the tab's
 * title, the colour of its bar, the tab's icon and the icon a phone puts on its home screen.
 */
export const BRAND_PAGES = {
  uvm: { title: 'UVM · Portal de alumnos', themeColor: '#b3102c' },
  unitec: { title: 'UNITEC · Portal de alumnos', themeColor: '#0a3d7a' },
} as const satisfies Record<Portal, { title: string; themeColor: string }>

export const isPortal = (value: unknown): value is Portal => typeof value === 'string' && Object.hasOwn(BRAND_PAGES, value)

/** The brand's icons among the build's files (`public/icons/<brand>/`). */
export const brandIcons = (portal: Portal, basePath: string) => ({
  favicon: `${basePath}icons/${portal}/favicon.svg`,
  appleTouchIcon: `${basePath}icons/${portal}/apple-touch-icon.png`,
})

const withAttribute = (tag: string, name: string, value: string) => tag.replace(new RegExp(`\\s${name}="[^"]*"`, 'i'), ` ${name}="${value}"`)

/**
 * A page of the build (`index.html`, `public.html`) as one brand's own: `<html>` marked with
 * `data-portal` (the skeleton's colours and name follow it), and the title, theme colour, favicon
 * and apple-touch icon of the brand. The build's pages name UVM's; the server writes each brand's
 * as it serves them, the worker the last configuration's brand as it serves its precached copy, and
 * `scripts/brand-dist.ts` a static host's. Writing a page that is already the brand's changes nothing.
 */
export function brandPage(html: string, portal: Portal, basePath: string): string {
  const { title, themeColor } = BRAND_PAGES[portal]
  const icons = brandIcons(portal, basePath)
  return html
    .replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => `<html${attributes.replace(/\sdata-portal="[^"]*"/i, '')} data-portal="${portal}">`)
    .replace(/<title>[^<]*<\/title>/i, `<title>${title}</title>`)
    .replace(/<meta\s[^>]*name="theme-color"[^>]*>/gi, (tag) => withAttribute(tag, 'content', themeColor))
    .replace(/<link\s[^>]*rel="icon"[^>]*>/gi, (tag) => withAttribute(tag, 'href', icons.favicon))
    .replace(/<link\s[^>]*rel="apple-touch-icon"[^>]*>/gi, (tag) => withAttribute(tag, 'href', icons.appleTouchIcon))
}
