import { scrypt, scryptSync, timingSafeEqual } from 'node:crypto'

// scrypt cost: N = 2^14, r = 8, p = 1 (about 16 MiB and tens of milliseconds per check).
const COST = { N: 16_384, r: 8, p: 1 }
const KEY_LENGTH = 32

/** `salt` is given so the seed stays deterministic; real accounts would use random bytes. */
export function hashPassword(password: string, salt: string): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, COST).toString('base64url')
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt}$${hash}`
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !expected) return Promise.resolve(false)
  const want = Buffer.from(expected, 'base64url')
  return new Promise((resolve) => {
    scrypt(password, salt, want.length, { N: Number(n), r: Number(r), p: Number(p) }, (error, got) => {
      resolve(!error && got.length === want.length && timingSafeEqual(got, want))
    })
  })
}
