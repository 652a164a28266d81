import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Portal } from '../src/contract/common.ts'
import { PORTALS } from '../src/contract/common.ts'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))

export interface Flags {
  codiBanner9: boolean
  codiBanner7: boolean
  codiUntc: boolean
  mpUntc: boolean
}

export interface FirebaseOptions {
  apiKey: string
  authDomain?: string
  projectId: string
  messagingSenderId: string
  appId: string
  vapidKey: string
}

export interface ServerOptions {
  /** 0 picks a free port (tests). */
  port: number
  host?: string
  dataDir: string
  /** Public origin; defaults to http://localhost:{port} once the port is known. */
  publicUrl?: string
  portal: Portal
  environment: string
  basePath: string
  distDir: string
  realm: string
  clientId: string
  /** Redirect URIs besides `${publicUrl}${basePath}`. */
  extraRedirectUris: string[]
  /** Origins (besides the public one) allowed to call the token endpoint with credentials. */
  appOrigins: string[]
  flags: Flags
  firebase: FirebaseOptions | null
  /** Behind a TLS-terminating proxy: take protocol and host from X-Forwarded-* (sign-in URLs, secure cookies). */
  trustProxy: boolean
  /** `TEST_FAULTS=1` only: the `/__test__` routes that end-to-end tests use to arm faults and read state. */
  testFaults: boolean
  /** Time zone whose "today" and "yesterday" the seeded notification dates fall in. */
  seedTimeZone: string
  /** Seconds the demo reviewer waits before deciding an upload, an extension request or a profile photo. */
  demoReviewSeconds: number
  /** Prefix the portal appends an encoded document URL to, to preview office documents; null: none. */
  officeViewerUrl: string | null
  /** Path of this origin the help center's monitor API is served under (`config.json`'s `monitorBase`). */
  monitorBase: string
  /** Seconds the demo help desk waits before answering a new ticket or a student's message. */
  demoDeskSeconds: number
  /** Seconds the demo bank waits before reporting paid a bank reference made in the portal, or receiving a CoDi transfer. */
  demoBankSeconds: number
  /** `DEMO_TERMS_UPDATE=1`: a newer version of the terms is published at start (once per database), so every account is asked to accept it. */
  demoTermsUpdate?: boolean
  /**
   * Path of the Firebase service account's JSON the server sends pushes with
   * (`FIREBASE_SERVICE_ACCOUNT`, else `GOOGLE_APPLICATION_CREDENTIALS`); null: pushes are logged
   * and recorded, not sent.
   */
  pushServiceAccount: string | null
}

type Env = Record<string, string | undefined>

const list = (value: string | undefined) =>
  (value ?? '').split(',').map((item) => item.trim()).filter(Boolean)

const flag = (value: string | undefined) => value === 'true' || value === '1'
/** A flag that is on unless the environment says otherwise when `fallback` holds. */
const flagOr = (value: string | undefined, fallback: boolean) => (value === undefined || value === '' ? fallback : flag(value))

function portalFrom(value: string | undefined): Portal {
  const portal = value ?? 'uvm'
  if (!(PORTALS as readonly string[]).includes(portal)) {
    throw new Error(`PORTAL must be one of ${PORTALS.join(', ')} (got "${portal}")`)
  }
  return portal as Portal
}

function firebaseFrom(env: Env): FirebaseOptions | null {
  const { FIREBASE_API_KEY, FIREBASE_PROJECT_ID, FIREBASE_MESSAGING_SENDER_ID, FIREBASE_APP_ID, FIREBASE_VAPID_KEY } = env
  if (!FIREBASE_API_KEY || !FIREBASE_PROJECT_ID || !FIREBASE_MESSAGING_SENDER_ID || !FIREBASE_APP_ID || !FIREBASE_VAPID_KEY) {
    return null
  }
  return {
    apiKey: FIREBASE_API_KEY,
    ...(env.FIREBASE_AUTH_DOMAIN ? { authDomain: env.FIREBASE_AUTH_DOMAIN } : {}),
    projectId: FIREBASE_PROJECT_ID,
    messagingSenderId: FIREBASE_MESSAGING_SENDER_ID,
    appId: FIREBASE_APP_ID,
    vapidKey: FIREBASE_VAPID_KEY,
  }
}

// Exactly "1": a stray "true" or "yes" in some environment must not open the fault routes.
function testFaultsFrom(env: Env): boolean {
  if (env.TEST_FAULTS !== '1') return false
  if (env.APP_ENV === 'prod') throw new Error('TEST_FAULTS=1 is refused with APP_ENV=prod')
  return true
}

// The portal's students are in Mexico; e2e browsers run in this zone too.
function timeZoneFrom(value: string | undefined): string {
  const zone = value ?? 'America/Mexico_City'
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
  } catch {
    throw new Error(`SEED_TIME_ZONE is not a time zone: ${zone}`)
  }
  return zone
}

// A day at most: longer and a person trying the demo would think nothing happens.
function secondsFrom(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const seconds = Number(value)
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 86_400) throw new Error(`${name} must be whole seconds from 0 to 86400 (got "${value}")`)
  return seconds
}

// FIREBASE_SERVICE_ACCOUNT names the file; set but empty it turns sending off even where the
// machine's GOOGLE_APPLICATION_CREDENTIALS (the Google libraries' own variable) names one.
function pushServiceAccountFrom(env: Env): string | null {
  const path = env.FIREBASE_SERVICE_ACCOUNT ?? env.GOOGLE_APPLICATION_CREDENTIALS ?? ''
  return path.trim() === '' ? null : resolve(repoRoot, path.trim())
}

/** The simulated document viewer this server hosts (server/office-viewer/). */
export const OFFICE_VIEWER_SIM = '/office-viewer-sim/?src='

// Unset: this server's simulator, so `npm start` previews a .docx; production must name its real
// viewer (or none). Set but empty: no viewer.
function officeViewerFrom(env: Env): string | null {
  const value = env.OFFICE_VIEWER_URL
  if (value === undefined) return env.APP_ENV === 'prod' ? null : OFFICE_VIEWER_SIM
  if (value.trim() === '') return null
  if (/^\/(?![/\\])/.test(value)) return value
  const protocol = URL.canParse(value) ? new URL(value).protocol : ''
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error(`OFFICE_VIEWER_URL must be an http(s) URL or a path starting with / (got "${value}")`)
  }
  return value
}

// Paths this origin serves for something else: the monitor may live under /api but not be it.
const TAKEN_PATHS = [
  '/api', '/realms', '/__test__', '/office-viewer-sim', '/bankbridge-sim', '/checkout-sim', '/csp-report', '/config.json', '/manifest.webmanifest',
]

function monitorBaseFrom(value: string | undefined): string {
  if (value === undefined || value === '') return '/api/monitor'
  if (!/^(\/[\w-]+)+$/.test(value)) throw new Error(`MONITOR_BASE must be a path such as /api/monitor, without a trailing / (got "${value}")`)
  if (TAKEN_PATHS.some((taken) => value === taken || (taken !== '/api' && value.startsWith(`${taken}/`)))) {
    throw new Error(`MONITOR_BASE must not be a path this server serves for something else (got "${value}")`)
  }
  return value
}

// The app under a path this origin serves for something else would never be reached.
function basePathFrom(value: string | undefined): string {
  const basePath = value ?? '/'
  if (TAKEN_PATHS.some((taken) => basePath.startsWith(`${taken}/`))) {
    throw new Error(`BASE_PATH must not be a path this server serves for something else (got "${basePath}")`)
  }
  return basePath
}

/** Every setting the server reads from the environment, with its default. */
export function optionsFromEnv(env: Env = process.env): ServerOptions {
  const port = env.PORT ? Number(env.PORT) : 4173
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT is not a port: ${env.PORT}`)
  return {
    port,
    ...(env.HOST ? { host: env.HOST } : {}),
    dataDir: resolve(repoRoot, env.DATA_DIR ?? '.data'),
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL.replace(/\/+$/, '') } : {}),
    portal: portalFrom(env.PORTAL),
    environment: env.APP_ENV ?? 'local',
    basePath: basePathFrom(env.BASE_PATH),
    distDir: resolve(repoRoot, env.DIST_DIR ?? 'dist'),
    realm: env.AUTH_REALM ?? 'alumnos',
    clientId: env.AUTH_CLIENT_ID ?? 'student-portal',
    extraRedirectUris: list(env.AUTH_REDIRECT_URIS),
    appOrigins: list(env.APP_ORIGINS),
    flags: {
      codiBanner9: flag(env.CODI_BANNER9),
      codiBanner7: flag(env.CODI_BANNER7),
      // UNITEC's own flags (design card): on for that brand unless set, so its start shows CoDi and the marketplace.
      codiUntc: flagOr(env.CODI_UNTC, portalFrom(env.PORTAL) === 'unitec'),
      mpUntc: flagOr(env.MP_UNTC, portalFrom(env.PORTAL) === 'unitec'),
    },
    firebase: firebaseFrom(env),
    trustProxy: flag(env.TRUST_PROXY),
    testFaults: testFaultsFrom(env),
    seedTimeZone: timeZoneFrom(env.SEED_TIME_ZONE),
    demoReviewSeconds: secondsFrom('DEMO_REVIEW_SECONDS', env.DEMO_REVIEW_SECONDS, 30),
    officeViewerUrl: officeViewerFrom(env),
    monitorBase: monitorBaseFrom(env.MONITOR_BASE),
    demoDeskSeconds: secondsFrom('DEMO_DESK_SECONDS', env.DEMO_DESK_SECONDS, 20),
    demoBankSeconds: secondsFrom('DEMO_BANK_SECONDS', env.DEMO_BANK_SECONDS, 15),
    demoTermsUpdate: flag(env.DEMO_TERMS_UPDATE),
    pushServiceAccount: pushServiceAccountFrom(env),
  }
}
