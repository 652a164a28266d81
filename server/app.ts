import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { createApi } from './api/app.ts'
import { accessTokenVerifier } from './auth/access-token.ts'
import { loadSignInKeys } from './auth/keys.ts'
import { realmHandler } from './auth/mount.ts'
import { createSignInProvider } from './auth/provider.ts'
import { SignInThrottle } from './auth/sign-in-throttle.ts'
import { purgeExpired } from './auth/sqlite-adapter.ts'
import { userinfoHandler } from './auth/userinfo.ts'
import { BackOffice } from './back-office.ts'
import { FileStore } from './data/digital-file-store.ts'
import { referencedStoredNames } from './data/digital-files.ts'
import { produceFormalities } from './data/formality-desk.ts'
import { purgeExpiredKeys } from './data/idempotency.ts'
import { closeInterrupted } from './data/push-queue.ts'
import { referencedMonitorFiles } from './data/monitor-tickets.ts'
import { sweepPreviews } from './data/viewer-previews.ts'
import { openDatabase } from './db/database.ts'
import type { Db } from './db/sql.ts'
import { appPolicies, signInCsp, viewerFrameOrigin } from './http/headers.ts'
import { officeViewerSim } from './office-viewer/page.ts'
import { optionsFromEnv, type ServerOptions } from './options.ts'
import { providerPages } from './pages/providers.ts'
import { PushDispatcher } from './push/dispatcher.ts'
import { SentLog } from './push/senders.ts'
import { openPushSender } from './push/setup.ts'
import { qrScanReceiver } from './http/qr-scan.ts'
import { requestListener } from './router.ts'
import { buildRuntimeConfig } from './runtime-config.ts'
import { restoreSeedFiles } from './seed/digital-file.ts'
import { restoreMonitorSeedFiles } from './seed/monitor.ts'
import { publishDemoUpdate } from './seed/terms.ts'
import { DeployCounter } from './test-faults/deploys.ts'
import { FaultRegistry } from './test-faults/faults.ts'
import { testRoutes } from './test-faults/routes.ts'
import { webManifest } from './web-manifest.ts'

/** The page the provider answers the portal's silent session check to (`public/silent-check-sso.html`). */
const silentCheckUrl = (appUrl: string) => new URL('silent-check-sso.html', appUrl.endsWith('/') ? appUrl : `${appUrl}/`).href

export interface RunningServer {
  /** Public origin, without a trailing slash. */
  url: string
  port: number
  options: ServerOptions
  /** The digital file's reviewer and notices: `main.ts` starts its timer, tests run a pass when they want. */
  backOffice: BackOffice
  fileStore: FileStore
  /** Files sent only for the office document viewer. */
  previewStore: FileStore
  /** The help center's evidence and chat attachments. */
  monitorStore: FileStore
  /** Sends the queued pushes; `sent` records what went out (or would have, without Firebase). */
  push: { dispatcher: PushDispatcher; sent: SentLog }
  close(): Promise<void>
}

/** Digital file documents live in this folder of the data directory. */
export const FILES_FOLDER = 'digital-files'
/** Files sent only to be previewed, for the ten minutes of their ticket. */
export const PREVIEWS_FOLDER = 'viewer-previews'
/** The help center's evidence and chat attachments. */
export const MONITOR_FOLDER = 'monitor-files'

/**
 * Opens the store of the digital file's documents: what a crash left half-way (a temporary file,
 * a file whose row never committed) goes, and the seeded documents' files are written if missing.
 */
function openFileStore(db: Db, dataDir: string): FileStore {
  const store = new FileStore(join(dataDir, FILES_FOLDER))
  store.sweep(referencedStoredNames(db))
  restoreSeedFiles(db, store)
  return store
}

/** The help center's files: as the digital file's, leftovers of a crash go and seeded files come back. */
function openMonitorStore(db: Db, dataDir: string): FileStore {
  const store = new FileStore(join(dataDir, MONITOR_FOLDER))
  store.sweep(referencedMonitorFiles(db))
  restoreMonitorSeedFiles(db, store)
  return store
}

function listen(server: Server, port: number, host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, ...(host ? { host } : {}) }, () => {
      server.off('error', reject)
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    })
  })
}

const unique = (items: string[]) => [...new Set(items)]

/**
 * Starts the whole origin: sign-in provider, API, config.json and the built app. Options not
 * given come from the environment (see options.ts); tests pass port 0 and a temporary dataDir.
 */
export async function startServer(overrides: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const options: ServerOptions = { ...optionsFromEnv(), ...overrides }
  const db = openDatabase(options.dataDir, { now: new Date(), timeZone: options.seedTimeZone })
  const server = createServer()
  const closers: Array<() => Promise<void>> = []
  const closeAll = () => Promise.allSettled(closers.map((close) => close())).then(() => undefined)
  try {
    purgeExpired(db)
    if (options.demoTermsUpdate) publishDemoUpdate(db, new Date())
    purgeExpiredKeys(db, new Date())
    const fileStore = openFileStore(db, options.dataDir)
    const previewStore = new FileStore(join(options.dataDir, PREVIEWS_FOLDER))
    sweepPreviews(db, previewStore, new Date())
    const monitorStore = openMonitorStore(db, options.dataDir)
    closeInterrupted(db, new Date())
    const sent = new SentLog()
    const dispatcher = new PushDispatcher(db, await openPushSender(options.pushServiceAccount, options.firebase?.projectId ?? null, sent))
    closers.push(() => dispatcher.sender.close?.() ?? Promise.resolve())
    const backOffice = new BackOffice(db, {
      reviewSeconds: options.demoReviewSeconds, deskSeconds: options.demoDeskSeconds, bankSeconds: options.demoBankSeconds,
    }, previewStore, (now, payableBefore) => produceFormalities(db, fileStore, now, { payableBefore }), dispatcher)
    const keys = await loadSignInKeys(options.dataDir)
    const port = await listen(server, options.port, options.host)
    const publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '')
    const realmPath = `/realms/${options.realm}`
    const issuer = `${publicUrl}${realmPath}`
    const appUrl = `${publicUrl}${options.basePath}`
    const appOrigins = unique([new URL(publicUrl).origin, ...options.appOrigins])
    const provider = createSignInProvider({
      db, issuer, realmPath, appUrl, appOrigins, keys, trustProxy: options.trustProxy,
      clientId: options.clientId,
      redirectUris: unique([`${publicUrl}/`, appUrl, silentCheckUrl(appUrl), ...options.extraRedirectUris]),
    })
    const verifyAccessToken = accessTokenVerifier(issuer, keys.verifying, options.clientId)
    const faults = options.testFaults ? new FaultRegistry() : null
    const deploys = options.testFaults ? new DeployCounter() : null
    const api = createApi({
      db, verifyAccessToken, now: () => new Date(), monitorBase: options.monitorBase, fileStore, previewStore, monitorStore, flags: options.flags, faults,
    })
    server.on('request', requestListener({
      realmPath,
      realm: realmHandler(
        provider,
        { provider, db, realmPath, appUrl, csp: signInCsp(appOrigins), throttle: new SignInThrottle() },
        userinfoHandler(db, verifyAccessToken, appOrigins),
        appOrigins,
      ),
      api: getRequestListener(api.fetch, { overrideGlobalObjects: false }),
      providers: providerPages({ db, basePath: options.basePath, now: () => new Date() }),
      officeViewer: officeViewerSim({ fetchApi: (request) => api.fetch(request), origins: appOrigins }),
      config: buildRuntimeConfig(options, publicUrl),
      monitorBase: options.monitorBase,
      manifest: JSON.stringify(webManifest(options.portal, options.basePath)),
      qrScan: qrScanReceiver(db, options.portal, () => new Date()),
      tests: faults && deploys && testRoutes(db, faults, deploys, { db, store: fileStore }, { db, store: monitorStore }, { db, backOffice, dispatcher, sent }),
      workerSuffix: deploys && (() => deploys.workerSuffix()),
      distDir: options.distDir,
      basePath: options.basePath,
      policies: appPolicies(viewerFrameOrigin(options.officeViewerUrl, publicUrl)),
    }))
    return {
      url: publicUrl,
      port,
      options,
      backOffice,
      fileStore,
      previewStore,
      monitorStore,
      push: { dispatcher, sent },
      close: () => new Promise<void>((resolve) => {
        backOffice.stop()
        server.close(() => {
          // Pushes on their way are recorded before the database goes.
          void backOffice.settle().then(closeAll).finally(() => {
            db.close()
            resolve()
          })
        })
        server.closeAllConnections()
      }),
    }
  } catch (error) {
    server.close()
    await closeAll()
    db.close()
    throw error
  }
}
