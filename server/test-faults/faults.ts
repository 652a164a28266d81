import * as v from 'valibot'

export const FAULT_MODES = ['503', '401', '409', 'drop-after-commit', 'delay'] as const
export type FaultMode = (typeof FAULT_MODES)[number]

const Method = v.pipe(v.string(), v.toUpperCase(), v.picklist(['GET', 'POST', 'PATCH', 'PUT', 'DELETE', '*']))

/** `POST /__test__/faults` body. `path` is an API path (`/notification/sending/viewed`; a leading `/api` is fine). */
export const ArmFault = v.strictObject({
  path: v.pipe(v.string(), v.regex(/^\/[^?#\s]*$/, 'path must start with / and have no query')),
  method: v.optional(Method, '*'),
  mode: v.pipe(v.union([v.string(), v.number()]), v.toString(), v.picklist(FAULT_MODES, `mode must be one of ${FAULT_MODES.join(', ')}`)),
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1),
  /** Extra wait of a `delay` fault. */
  ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000)), 1000),
})
export type ArmFault = v.InferOutput<typeof ArmFault>

export interface ArmedFault {
  id: number
  path: string
  method: string
  mode: FaultMode
  /** Requests it still applies to. */
  remaining: number
  ms: number
}

/** Faults armed by end-to-end tests; each matching API request takes the first one armed. */
export class FaultRegistry {
  #armed: ArmedFault[] = []
  #nextId = 1

  arm(fault: ArmFault, apiBase: string): ArmedFault {
    const path = fault.path === apiBase || fault.path.startsWith(`${apiBase}/`) ? fault.path.slice(apiBase.length) || '/' : fault.path
    const armed = { id: this.#nextId++, path, method: fault.method, mode: fault.mode, remaining: fault.count, ms: fault.ms }
    this.#armed.push(armed)
    return { ...armed }
  }

  clear(): number {
    const cleared = this.#armed.length
    this.#armed = []
    return cleared
  }

  list(): ArmedFault[] {
    return this.#armed.map((fault) => ({ ...fault }))
  }

  /** The fault for this request (path under the API base), used up by one. */
  take(method: string, path: string): ArmedFault | null {
    const fault = this.#armed.find((f) => f.path === path && (f.method === '*' || f.method === method))
    if (!fault) return null
    fault.remaining -= 1
    if (fault.remaining <= 0) this.#armed = this.#armed.filter((f) => f !== fault)
    return { ...fault }
  }
}
