import { Hono } from 'hono'
import { API_BASE } from '../runtime-config.ts'
import type { FileStore } from '../data/digital-file-store.ts'
import type { Flags } from '../options.ts'
import { apiFaults } from '../test-faults/api-faults.ts'
import type { FaultRegistry } from '../test-faults/faults.ts'
import { academicRoutes } from './academic.ts'
import { binnacleRoutes } from './binnacle.ts'
import { catalogRoutes } from './catalogs.ts'
import { contactRoutes } from './contact.ts'
import { digitalFileRoutes } from './digital-file.ts'
import { digitalResourcesRoutes } from './digital-resources.ts'
import { fiscalRoutes } from './fiscal.ts'
import { guardianRoutes } from './guardians.ts'
import { newsRoutes } from './news.ts'
import { previewRoutes } from './digital-file-preview.ts'
import { HttpError } from './errors.ts'
import { monitorRoutes } from './monitor.ts'
import { notificationRoutes } from './notification.ts'
import { onlineServicesRoutes } from './online-services.ts'
import { onlineWindowRoutes } from './online-window.ts'
import { paymentRoutes } from './payments.ts'
import { personalInformationRoutes } from './personal-information.ts'
import { photoRoutes } from './photo.ts'
import { onlinePaymentRoutes } from './payments-online.ts'
import { receiptRoutes } from './payments-receipts.ts'
import { walletRoutes } from './payments-wallet.ts'
import { routes, type ApiApp, type ApiDeps, type ApiEnv, type Routes } from './route.ts'
import { studentRoutes } from './student.ts'
import { studentInformationRoutes } from './student-information.ts'
import { termsRoutes } from './terms.ts'
import { userRoutes } from './user.ts'

export interface CreateApiDeps extends ApiDeps {
  /** Where the digital file keeps its documents. */
  fileStore: FileStore
  /** Where the files sent only for the document viewer wait until their ticket ends. */
  previewStore: FileStore
  /** The help center's evidence and chat attachments. */
  monitorStore: FileStore
  /** The brands' feature flags (config.json's `flags`): which ways to pay each brand offers. */
  flags: Flags
  /** Present only when the server runs with TEST_FAULTS=1. */
  faults?: FaultRegistry | null
}

/** One entry per domain; a new domain adds its `xRoutes` here. */
const DOMAINS: ReadonlyArray<(r: Routes, deps: CreateApiDeps) => void> = [
  catalogRoutes,
  userRoutes,
  photoRoutes,
  studentRoutes,
  notificationRoutes,
  academicRoutes,
  binnacleRoutes,
  (r, deps) => digitalFileRoutes(r, deps.fileStore),
  (r, deps) => previewRoutes(r, { files: deps.fileStore, previews: deps.previewStore }),
  (r, deps) => monitorRoutes(r, deps.monitorStore),
  (r, deps) => paymentRoutes(r, deps.flags),
  (r, deps) => onlinePaymentRoutes(r, deps.flags),
  walletRoutes,
  receiptRoutes,
  fiscalRoutes,
  contactRoutes,
  guardianRoutes,
  newsRoutes,
  personalInformationRoutes,
  termsRoutes,
  onlineServicesRoutes,
  digitalResourcesRoutes,
  onlineWindowRoutes,
  studentInformationRoutes,
]

export function createApi(deps: CreateApiDeps): ApiApp {
  const { faults } = deps
  // No base path: the monitor API has a base of its own (by default under API_BASE), and routes
  // register each endpoint with its full path.
  const app: ApiApp = new Hono<ApiEnv>()
  // Personal answers: never stored by the browser or any shared cache.
  app.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  if (faults) app.use('*', apiFaults(faults, API_BASE))
  const r = routes(app, deps)
  for (const register of DOMAINS) register(r, deps)

  app.notFound((c) => c.json({ message: `No existe ${c.req.method} ${new URL(c.req.url).pathname}` }, 404))
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ ...error.fields, message: error.message }, error.status, error.headers)
    console.error(`[api] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error)
    return c.json({ message: 'Error interno del servidor' }, 500)
  })
  return app
}
