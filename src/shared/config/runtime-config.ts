import * as v from 'valibot'
import { RuntimeConfig } from '@/contract/config'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * Reads `config.json` served beside the app. One build serves every brand and
 * environment; this file decides which.
 */
export async function loadConfig(
  url = `${import.meta.env.BASE_URL}config.json`,
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  let raw: unknown
  try {
    const response = await fetchImpl(url, { cache: 'no-cache' })
    if (!response.ok) throw new ConfigError(`config.json answered ${response.status}`)
    raw = await response.json()
  } catch (error) {
    if (error instanceof ConfigError) throw error
    throw new ConfigError(`config.json could not be read: ${String(error)}`)
  }
  const result = v.safeParse(RuntimeConfig, raw)
  if (!result.success) {
    const where = result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ')
    throw new ConfigError(`config.json is invalid: ${where}`)
  }
  return normalise(result.output)
}

function normalise(config: RuntimeConfig): RuntimeConfig {
  const basePath = config.basePath === '/' ? '/' : config.basePath.replace(/\/$/, '')
  return { ...config, basePath, apiBase: config.apiBase.replace(/\/$/, '') }
}

let current: RuntimeConfig | undefined

export function setConfig(config: RuntimeConfig) {
  current = config
}

/** The configuration loaded at start; throws if read before `setConfig`. */
export function getConfig(): RuntimeConfig {
  if (!current) throw new ConfigError('configuration not loaded yet')
  return current
}

/** The configuration loaded at start, or undefined where none was (the service worker, a test). */
export function loadedConfig(): RuntimeConfig | undefined {
  return current
}
