import type { RouteHandlerCallback, RouteMatchCallback } from 'workbox-core'
import * as v from 'valibot'
import { RuntimeConfig } from '../src/contract/config'

declare const self: ServiceWorkerGlobalScope

const CONFIG_CACHE = 'config-v1'
/** Beside the worker, as beside the app: the worker lives at the app's root (its base path). */
const CONFIG_PATH = new URL('config.json', self.location.href).pathname
const NETWORK_TIMEOUT_MS = 3_000

/** The runtime configuration, network first; the last one read keeps offline starts working. */
async function handler({ request }: Parameters<RouteHandlerCallback>[0]): Promise<Response> {
  const cache = await caches.open(CONFIG_CACHE)
  try {
    const response = await fetch(request, { signal: AbortSignal.timeout(NETWORK_TIMEOUT_MS), cache: 'no-store' })
    if (response.ok) await cache.put(CONFIG_PATH, response.clone())
    return response
  } catch (error) {
    const cached = await cache.match(CONFIG_PATH)
    if (cached) return cached
    throw error
  }
}

export const configRoute = {
  match: (({ url }) => url.origin === self.location.origin && url.pathname === CONFIG_PATH) as RouteMatchCallback,
  handler: handler as RouteHandlerCallback,
}

/** What the worker reads of the configuration, with the page's own schema (its defaults included). */
const WorkerConfig = v.pick(RuntimeConfig, ['apiBase', 'portal', 'flags'])

/** The parts of the last configuration the worker needs. */
export async function cachedConfig(): Promise<Pick<RuntimeConfig, 'apiBase' | 'portal' | 'flags'> | undefined> {
  const cached = await (await caches.open(CONFIG_CACHE)).match(CONFIG_PATH)
  if (!cached) return undefined
  const parsed = v.safeParse(WorkerConfig, await cached.json().catch(() => undefined))
  if (!parsed.success) return undefined
  const { apiBase, portal, flags } = parsed.output
  return { apiBase: apiBase.replace(/\/$/, ''), portal, flags }
}

/**
 * Reads the configuration from the network into the cache. The worker does this when it
 * installs: on a first visit the page read the configuration before the worker controlled it,
 * and without it the worker could not tell API calls apart to keep their offline copies.
 */
let saving: Promise<void> | undefined

/** One read at a time: the calls of a screen that all find the cache empty share it. */
export function saveConfig(): Promise<void> {
  saving ??= readConfigIntoCache().finally(() => (saving = undefined))
  return saving
}

async function readConfigIntoCache(): Promise<void> {
  try {
    const response = await fetch(CONFIG_PATH, { signal: AbortSignal.timeout(NETWORK_TIMEOUT_MS), cache: 'no-store' })
    if (response.ok) await (await caches.open(CONFIG_CACHE)).put(CONFIG_PATH, response)
  } catch {
    // Offline while installing: the page's next read of the configuration fills the cache.
  }
}

/** API base as an absolute URL, from the cached or fresh configuration. */
export async function apiBaseUrl(): Promise<URL | undefined> {
  let config = await cachedConfig()
  if (!config) {
    await saveConfig()
    config = await cachedConfig()
  }
  return config && new URL(config.apiBase, self.location.origin)
}
