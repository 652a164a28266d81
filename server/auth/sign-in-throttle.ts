/**
 * Brute-force protection of the sign-in form, shaped like Keycloak's detection: a few wrong
 * passwords cost nothing, then every further one makes the next try wait longer, and a run of
 * them locks the sign-in for that account for a while. Unknown usernames are counted exactly like
 * real ones, so the answers never tell whether an account exists.
 */
export interface ThrottlePolicy {
  /** Wrong passwords in a row that cost no wait. */
  freeFailures: number
  /** Wait after the first failure past the free ones; it doubles with each further failure. */
  firstWaitMs: number
  /** Failures in a row that lock the sign-in instead of making it wait. */
  lockoutFailures: number
  lockoutMs: number
  /** A count with no new failure for this long starts again from zero. */
  forgetAfterMs: number
  /** Most accounts tracked at once; the oldest are forgotten first. */
  maxTracked: number
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  freeFailures: 4,
  firstWaitMs: 2_000,
  lockoutFailures: 10,
  lockoutMs: 15 * 60_000,
  forgetAfterMs: 12 * 60 * 60_000,
  maxTracked: 10_000,
}

export type ThrottleVerdict =
  | { allowed: true }
  | { allowed: false; locked: boolean; retryAfterMs: number }

interface Count {
  failures: number
  lastFailure: number
  blockedUntil: number
}

export class SignInThrottle {
  readonly #records = new Map<string, Count>()
  readonly #policy: ThrottlePolicy
  readonly #now: () => number

  constructor(policy: Partial<ThrottlePolicy> = {}, now: () => number = Date.now) {
    this.#policy = { ...DEFAULT_THROTTLE_POLICY, ...policy }
    this.#now = now
  }

  #current(key: string): Count | undefined {
    const record = this.#records.get(key)
    if (record && this.#now() - record.lastFailure >= this.#policy.forgetAfterMs) {
      this.#records.delete(key)
      return undefined
    }
    return record
  }

  /** Whether a password may be checked for this account now. */
  check(key: string): ThrottleVerdict {
    const record = this.#current(key)
    const left = record ? record.blockedUntil - this.#now() : 0
    if (!record || left <= 0) return { allowed: true }
    return { allowed: false, locked: record.failures >= this.#policy.lockoutFailures, retryAfterMs: left }
  }

  /** Counts a wrong password and says what the next try must wait for. */
  fail(key: string): ThrottleVerdict {
    const policy = this.#policy
    const now = this.#now()
    const record = this.#current(key) ?? { failures: 0, lastFailure: now, blockedUntil: 0 }
    record.failures += 1
    record.lastFailure = now
    const past = record.failures - policy.freeFailures
    const wait = record.failures >= policy.lockoutFailures ? policy.lockoutMs : past > 0 ? policy.firstWaitMs * 2 ** (past - 1) : 0
    record.blockedUntil = now + wait
    // Re-inserted so the map keeps the most recently failed accounts last.
    this.#records.delete(key)
    this.#records.set(key, record)
    while (this.#records.size > policy.maxTracked) {
      const oldest = this.#records.keys().next().value
      if (oldest === undefined) break
      this.#records.delete(oldest)
    }
    return wait > 0 ? { allowed: false, locked: record.failures >= policy.lockoutFailures, retryAfterMs: wait } : { allowed: true }
  }

  /** A right password clears the count. */
  succeed(key: string): void {
    this.#records.delete(key)
  }
}
