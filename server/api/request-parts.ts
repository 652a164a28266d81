import type { Context } from 'hono'
import { PORTALS, ORIGIN, type Portal } from '../../src/contract/common.ts'
import { badRequest, HttpError, unauthorized } from './errors.ts'

// JSON bodies of this API are small forms; files travel elsewhere.
const JSON_LIMIT = 256 * 1024

export function bearerToken(c: Context): string {
  const header = c.req.header('Authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1]) throw unauthorized('Falta el token de acceso')
  return match[1]
}

/** Control characters (a NUL among them) have no place in any value a person types or a link carries. */
const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)

/**
 * Splits the query into origin/portal and the endpoint's own parameters. A repeated parameter is
 * refused: two values could otherwise be read differently by the check and by the handler. So is
 * a value with control characters: a NUL in a search once matched every student.
 */
export function splitQuery(c: Context): { portal: Portal; rest: Record<string, string> } {
  // No prototype, so a parameter called __proto__ is a plain (unknown, refused) key.
  const rest = Object.create(null) as Record<string, string>
  const seen = new Set<string>()
  const params = new URL(c.req.url).searchParams
  for (const [name, value] of params) {
    if (seen.has(name)) throw badRequest(`Repeated query parameter "${name}"`)
    seen.add(name)
    if (hasControlCharacter(value) || hasControlCharacter(name)) throw badRequest(`Query parameter "${encodeURIComponent(name)}" has a control character`)
    if (name !== 'origin' && name !== 'portal') rest[name] = value
  }
  const origin = params.get('origin')
  if (origin !== ORIGIN) throw badRequest(origin === null ? 'Missing query parameter "origin"' : `Unknown origin "${origin}"`)
  const portal = params.get('portal')
  if (portal === null) throw badRequest('Missing query parameter "portal"')
  if (!(PORTALS as readonly string[]).includes(portal)) throw badRequest(`Unknown portal "${portal}"`)
  return { portal: portal as Portal, rest }
}

export async function readJsonBody(c: Context): Promise<unknown> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return undefined
  const text = await c.req.text()
  if (text.length > JSON_LIMIT) throw new HttpError(413, 'Request body too large')
  if (text.trim() === '') return undefined
  const type = c.req.header('Content-Type') ?? ''
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) throw new HttpError(415, 'Body must be application/json')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw badRequest('Body is not valid JSON')
  }
}
