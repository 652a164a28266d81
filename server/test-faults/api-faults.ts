import type { MiddlewareHandler } from 'hono'
import { setTimeout as sleep } from 'node:timers/promises'
import type { ApiEnv } from '../api/route.ts'
import type { FaultRegistry } from './faults.ts'

/**
 * Applies an armed fault to the API request it matches: 503, 409 and 401 answer before anything is
 * read or written; delay waits first; drop-after-commit lets the request run (its write and
 * idempotency key are committed) and then cuts the connection instead of answering.
 */
export function apiFaults(faults: FaultRegistry, apiBase: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    // A monitor base outside the API's is matched by its full path.
    const path = c.req.path === apiBase || c.req.path.startsWith(`${apiBase}/`) ? c.req.path.slice(apiBase.length) || '/' : c.req.path
    const fault = faults.take(c.req.method, path)
    if (!fault) return next()
    switch (fault.mode) {
      case '503':
        return c.json({ message: 'Servicio no disponible temporalmente' }, 503)
      case '409':
        // A business refusal: nothing applied, a message the person must read.
        return c.json({ message: 'La notificación ya no existe' }, 409)
      case '401':
        c.header('WWW-Authenticate', 'Bearer error="invalid_token"')
        return c.json({ message: 'El token de acceso expiró' }, 401)
      case 'delay':
        await sleep(fault.ms)
        return next()
      case 'drop-after-commit':
        await next()
        c.env.incoming.socket.destroy()
        return undefined
    }
  }
}
