/**
 * keycloak-js decodes the refresh token as a JWT (it splits on '.' and parses the middle part),
 * while oidc-provider issues opaque refresh tokens. The token endpoint's answer wraps the opaque
 * value in an unsigned JWT-shaped envelope, and requests are unwrapped before the provider sees
 * them. The envelope is not a credential of its own: the provider still checks the inner value.
 */
export interface RefreshEnvelope {
  typ: 'Refresh'
  rt: string
  iat: number
  exp: number
  sub: string
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')

export function wrapRefreshToken(envelope: Omit<RefreshEnvelope, 'typ'>): string {
  const payload = Buffer.from(JSON.stringify({ typ: 'Refresh', ...envelope })).toString('base64url')
  return `${HEADER}.${payload}.`
}

/** The opaque value inside an envelope, or the input unchanged when it is not one. */
export function unwrapRefreshToken(value: string): string {
  const parts = value.split('.')
  if (parts.length !== 3 || !parts[1]) return value
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
    if (typeof payload === 'object' && payload !== null && 'rt' in payload && typeof payload.rt === 'string') {
      return payload.rt
    }
  } catch {
    // not an envelope: let the provider refuse it
  }
  return value
}
