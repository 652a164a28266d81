import * as v from 'valibot'
import { RuntimeConfig } from '../src/contract/config.ts'
import type { ServerOptions } from './options.ts'

export const API_BASE = '/api'

// The contract falls back silently on bad values (right for the app); the server refuses them.
const StrictConfig = v.object({
  ...RuntimeConfig.entries,
  environment: v.picklist(['local', 'dev', 'qa', 'prod'], 'APP_ENV must be local, dev, qa or prod'),
  basePath: v.pipe(v.string(), v.regex(/^\/([\w-]+\/)*$/, 'BASE_PATH must start and end with /')),
})

/** `config.json` for the app, validated so a bad environment fails at start, not in the browser. */
export function buildRuntimeConfig(options: ServerOptions, publicUrl: string): RuntimeConfig {
  const result = v.safeParse(StrictConfig, {
    portal: options.portal,
    environment: options.environment,
    apiBase: API_BASE,
    monitorBase: options.monitorBase,
    basePath: options.basePath,
    auth: { url: publicUrl, realm: options.realm, clientId: options.clientId, idpHint: 'microsoft' },
    firebase: options.firebase,
    officeViewerUrl: options.officeViewerUrl,
    flags: options.flags,
  })
  if (!result.success) {
    const detail = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'config'}: ${issue.message}`).join('; ')
    throw new Error(`invalid runtime configuration: ${detail}`)
  }
  return result.output
}
