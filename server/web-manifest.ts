import type { Portal } from '../src/contract/common.ts'
import { BRANDS, SHORTCUTS } from './brands.ts'

interface ImageResource {
  src: string
  sizes: string
  type: 'image/png'
  purpose?: 'any' | 'maskable'
  form_factor?: 'narrow' | 'wide'
  label?: string
}

export interface WebManifest {
  id: string
  name: string
  short_name: string
  description: string
  lang: string
  dir: 'ltr'
  start_url: string
  scope: string
  display: 'standalone'
  theme_color: string
  background_color: string
  categories: string[]
  icons: ImageResource[]
  screenshots: ImageResource[]
  shortcuts: Array<{ name: string; short_name: string; description: string; url: string; icons: ImageResource[] }>
}

const png = (src: string, size: string, extra: Partial<ImageResource> = {}): ImageResource => ({ src, sizes: size, type: 'image/png', ...extra })

/** The install manifest of one brand; files live in `public/icons/<brand>/` and `public/screenshots/`. */
export function webManifest(portal: Portal, basePath: string): WebManifest {
  const brand = BRANDS[portal]
  const icons = `${basePath}icons/${portal}/`
  return {
    id: basePath,
    name: brand.name,
    short_name: brand.shortName,
    description: 'Horario, credencial, materias, pagos y trámites de tu universidad.',
    lang: 'es',
    dir: 'ltr',
    start_url: `${basePath}home`,
    scope: basePath,
    display: 'standalone',
    theme_color: brand.themeColor,
    background_color: '#ffffff',
    categories: ['education'],
    icons: [
      png(`${icons}icon-192.png`, '192x192', { purpose: 'any' }),
      png(`${icons}icon-512.png`, '512x512', { purpose: 'any' }),
      png(`${icons}maskable-512.png`, '512x512', { purpose: 'maskable' }),
    ],
    screenshots: [
      png(`${basePath}screenshots/${portal}-narrow.png`, '390x844', { form_factor: 'narrow', label: `Inicio del portal de alumnos ${brand.mark} en el teléfono` }),
      png(`${basePath}screenshots/${portal}-wide.png`, '1280x800', { form_factor: 'wide', label: `Inicio del portal de alumnos ${brand.mark} en la computadora` }),
    ],
    shortcuts: SHORTCUTS.map((s) => ({
      name: s.name,
      short_name: s.name,
      description: s.description,
      url: `${basePath}${s.route}`,
      icons: [png(`${icons}shortcut-${s.key}.png`, '96x96')],
    })),
  }
}
