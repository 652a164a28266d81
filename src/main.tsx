import '@fontsource/work-sans/latin-400.css'
import '@fontsource/work-sans/latin-500.css'
import '@fontsource/work-sans/latin-600.css'
import '@fontsource/work-sans/latin-700.css'
// The theme's global styles, written when the portal is built (vite.config.ts, buildTimeTheme).
import 'virtual:theme.css'
import { initialLocale, portalCatalogs } from './shared/i18n/locales'
import { startColorMode } from './shared/ui/color-mode'
import { safeLocalStorage, STORAGE_KEYS } from './shared/storage-keys'
import type { FirstView } from './start/take-over'
import { showStartFailure } from './start-failed'

// Light or dark first, so the skeleton already shows the person's choice.
startColorMode()

const storage = safeLocalStorage()
// The brand the portal last started as: the skeleton and first view paint in its colours.
const storedBrand = storage?.getItem(STORAGE_KEYS.brand)
const brand = storedBrand === 'uvm' || storedBrand === 'unitec' ? storedBrand : undefined
if (brand) document.documentElement.dataset.portal = brand

/** Whether a sign-in left a destination for the root to lead to (a browser refusing storage: as if it had). */
function destinationPending() {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.afterLogin) !== null
  } catch {
    return true
  }
}

/**
 * The screen a cold start can draw before the portal's libraries load (src/start/): the
 * credential, or the home (also at the root, which leads there unless a sign-in left another
 * destination), for the person last signed in on this device, unless a sign-in or a sign-out is
 * under way. Built portals only: `npm run dev` writes the theme's styles at run time.
 */
function firstViewWanted(): { userKey: string; portal: string; paths: string[]; home: boolean } | undefined {
  const path = window.location.pathname
  const base = import.meta.env.BASE_URL
  const home = path === `${base}home` || (path === base && !destinationPending())
  if (!import.meta.env.PROD || (!home && path !== `${base}credential`)) return undefined
  if (/[#&](state|code|error)=/.test(window.location.hash) || storage?.getItem(STORAGE_KEYS.pendingSignOut) === '1') return undefined
  const userKey = storage?.getItem(STORAGE_KEYS.lastUser)
  return userKey && brand ? { userKey, portal: brand, paths: home ? [base, `${base}home`] : [path], home } : undefined
}

const wanted = firstViewWanted()
if (wanted) {
  // What the first view waits for besides the saved copy, loaded beside its code instead of after it.
  void portalCatalogs[initialLocale()]().catch(() => undefined)
  if (!wanted.home) void import('./shared/qr/qr-matrix').then(({ loadQrEncoder }) => loadQrEncoder()).catch(() => undefined)
}
const firstView: Promise<FirstView | undefined> = wanted
  ? (wanted.home
      ? import('./start/home-view').then(({ showHomeView }) => showHomeView(wanted))
      : import('./start/first-view').then(({ showFirstView }) => showFirstView(wanted))
    ).catch(() => undefined)
  : Promise.resolve(undefined)

/**
 * The first module, kept tiny: the page's skeleton (index.html) is already painted; the portal's
 * code, preloaded from the start (`modulepreload`), is imported here, after the first view if
 * there is one, so that a chunk that fails to load (a deploy, no signal before the worker was
 * installed) is said plainly instead of leaving the skeleton for ever.
 */
void firstView.then((view) => import('./boot').then(({ start }) => start(view), showStartFailure))
