import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brandPage, isPortal } from '../src/contract/brand-page.ts'
import type { Portal } from '../src/contract/common.ts'
import { compressedCopies, PRECOMPRESSED } from '../server/http/encoding.ts'
import { webManifest } from '../server/web-manifest.ts'

/**
 * Makes a build one brand's for a static host, which cannot write each brand's pages as the
 * reference server does when it serves them: `node scripts/brand-dist.ts unitec [dist]`. Writes
 * the brand's `index.html` and `public.html` (title, theme colour, icons, the skeleton's mark) with
 * their Brotli and gzip copies, and its `manifest.webmanifest`. The build's pages are UVM's; running
 * it again for a brand, or for another, starts from whatever the pages name.
 */

const PAGES = ['index.html', 'public.html'] as const

/** The base path the build was made for, as its page links the manifest. */
function basePathOf(html: string): string {
  const found = /<link\s[^>]*rel="manifest"[^>]*href="([^"]*)manifest\.webmanifest"/.exec(html)?.[1]
  if (!found) throw new Error('index.html links no manifest.webmanifest: is this a build of the portal?')
  return found
}

export function brandDist(distDir: string, portal: Portal): string[] {
  const index = join(distDir, 'index.html')
  if (!existsSync(index)) throw new Error(`no build in ${distDir}: run "npm run build" first`)
  const basePath = basePathOf(readFileSync(index, 'utf8'))
  const written: string[] = []
  for (const name of PAGES) {
    const path = join(distDir, name)
    const html = Buffer.from(brandPage(readFileSync(path, 'utf8'), portal, basePath))
    writeFileSync(path, html)
    written.push(name)
    // The copies the build made of the page, made again from the brand's.
    const copies = compressedCopies(html)
    for (const { encoding, extension } of PRECOMPRESSED) {
      if (!existsSync(`${path}${extension}`)) continue
      writeFileSync(`${path}${extension}`, copies[encoding])
      written.push(`${name}${extension}`)
    }
  }
  writeFileSync(join(distDir, 'manifest.webmanifest'), `${JSON.stringify(webManifest(portal, basePath), null, 2)}\n`)
  written.push('manifest.webmanifest')
  return written
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [portal, distDir = 'dist'] = process.argv.slice(2)
  if (!isPortal(portal)) {
    console.error('Usage: node scripts/brand-dist.ts <uvm|unitec> [dist folder]')
    process.exit(2)
  }
  const written = brandDist(resolve(distDir), portal)
  console.info(`${distDir}/ is ${portal}'s: ${written.join(', ')}`)
}
