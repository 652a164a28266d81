import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from '@playwright/test'
import { PORTALS, type Portal } from '../../src/contract/common.ts'
import { BRANDS, SHORTCUTS } from '../brands.ts'
import { appIcon, faviconSvg, maskableIcon, shortcutIcon, type IconArt } from './icon-art.ts'
import { pngSize } from './png-size.ts'
import { narrowHome, wideHome } from './screenshot-art.ts'

/**
 * Draws the install icons, the apple-touch icon, the favicon and the store screenshots of both
 * brands into public/ with Chromium:
 * `node server/scripts/make-icons.ts` (CHROMIUM_PATH overrides /usr/bin/chromium).
 */

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url))
const fontDir = new URL('../../node_modules/@fontsource/work-sans/files/', import.meta.url)

// The portal's own font, inlined so the result does not depend on the fonts of the machine.
const fontCss = [400, 600, 700].map((weight) => {
  const file = fileURLToPath(new URL(`work-sans-latin-${weight}-normal.woff2`, fontDir))
  return `@font-face { font-family: 'Work Sans'; font-weight: ${weight}; src: url(data:font/woff2;base64,${readFileSync(file).toString('base64')}) format('woff2'); }`
}).join('\n')

const CAREERS: Record<Portal, string> = {
  uvm: 'Licenciatura en Psicología · Campus Coyoacán',
  unitec: 'Ingeniería en Sistemas Computacionales · Campus Sur',
}

async function render(browser: Browser, html: string, width: number, height: number, file: string, transparent: boolean): Promise<void> {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 })
  try {
    await page.setContent(html)
    await page.evaluate(() => document.fonts.ready)
    const png = await page.screenshot({ omitBackground: transparent, clip: { x: 0, y: 0, width, height } })
    const size = pngSize(png)
    if (size?.width !== width || size.height !== height) throw new Error(`${file}: rendered ${JSON.stringify(size)}, wanted ${width}x${height}`)
    writeFileSync(file, png)
    console.info(`${file.slice(publicDir.length)}  ${width}x${height}  ${png.length} bytes`)
  } finally {
    await page.close()
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
})
try {
  for (const portal of PORTALS) {
    const art: IconArt = { mark: BRANDS[portal].mark, color: BRANDS[portal].themeColor, fontCss }
    const icons = `${publicDir}icons/${portal}/`
    mkdirSync(icons, { recursive: true })
    mkdirSync(`${publicDir}screenshots`, { recursive: true })
    await render(browser, appIcon(192, art), 192, 192, `${icons}icon-192.png`, true)
    await render(browser, appIcon(512, art), 512, 512, `${icons}icon-512.png`, true)
    await render(browser, maskableIcon(512, art), 512, 512, `${icons}maskable-512.png`, false)
    await render(browser, appIcon(180, art, 0), 180, 180, `${icons}apple-touch-icon.png`, false)
    writeFileSync(`${icons}favicon.svg`, faviconSvg(art.color))
    for (const shortcut of SHORTCUTS) {
      await render(browser, shortcutIcon(96, shortcut.key, art), 96, 96, `${icons}shortcut-${shortcut.key}.png`, true)
    }
    await render(browser, narrowHome(art, CAREERS[portal]), 390, 844, `${publicDir}screenshots/${portal}-narrow.png`, false)
    await render(browser, wideHome(art, CAREERS[portal]), 1280, 800, `${publicDir}screenshots/${portal}-wide.png`, false)
  }
} finally {
  await browser.close()
}
