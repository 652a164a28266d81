import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { fileTypeFromBuffer } from 'file-type'
import type { Context } from 'hono'
import { BodyTooLarge, readBody } from '../http/read-body.ts'
import type { ApiEnv } from './route.ts'
import { PORTALS, ORIGIN, type Portal } from '../../src/contract/common.ts'
import { badRequest, HttpError, unauthorized } from './errors.ts'

// JSON bodies of this API are small forms; files travel as multipart uploads. The largest is the
// signed commitment letter, whose drawn signature comes as a data URL of up to 700 000 characters.
// A route that takes a file as base64 in JSON (the viewer's temporary document) sets its own limit.
const JSON_LIMIT = 1024 * 1024

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
export function splitQuery(c: Context, spanish = false): { portal: Portal; rest: Record<string, string> } {
  const say = (english: string, inSpanish: string) => (spanish ? inSpanish : english)
  // No prototype, so a parameter called __proto__ is a plain (unknown, refused) key.
  const rest = Object.create(null) as Record<string, string>
  const seen = new Set<string>()
  const params = new URL(c.req.url).searchParams
  for (const [name, value] of params) {
    if (seen.has(name)) throw badRequest(say(`Repeated query parameter "${name}"`, `El parámetro "${name}" viene repetido`))
    seen.add(name)
    if (hasControlCharacter(value) || hasControlCharacter(name)) {
      const shown = encodeURIComponent(name)
      throw badRequest(say(`Query parameter "${shown}" has a control character`, `El parámetro "${shown}" tiene caracteres de control`))
    }
    if (name !== 'origin' && name !== 'portal') rest[name] = value
  }
  const origin = params.get('origin')
  if (origin !== ORIGIN) {
    throw badRequest(origin === null ? say('Missing query parameter "origin"', 'Falta el parámetro "origin"') : say(`Unknown origin "${origin}"`, `Origen desconocido "${origin}"`))
  }
  const portal = params.get('portal')
  if (portal === null) throw badRequest(say('Missing query parameter "portal"', 'Falta el parámetro "portal"'))
  if (!(PORTALS as readonly string[]).includes(portal)) throw badRequest(say(`Unknown portal "${portal}"`, `Portal desconocido "${portal}"`))
  return { portal: portal as Portal, rest }
}

/**
 * The body's bytes, counted as they arrive by the origin's one reader (server/http/read-body.ts):
 * past `limit` (or a Content-Length beyond it) the request is refused with `tooLarge` at once,
 * nothing more is read, and the server's adapter throws the rest away after the answer.
 */
async function bodyBytes(c: Context<ApiEnv>, limit: number, tooLarge: () => HttpError): Promise<Buffer<ArrayBuffer>> {
  // Under the Node server the request itself; a request handed to the API in-process, its stream.
  const incoming = c.env?.incoming ?? (c.req.raw.body && Readable.fromWeb(c.req.raw.body as WebReadableStream<Uint8Array>))
  if (!incoming) return Buffer.alloc(0)
  try {
    return await readBody(incoming, limit)
  } catch (error) {
    throw error instanceof BodyTooLarge ? tooLarge() : error
  }
}

export async function readJsonBody(c: Context<ApiEnv>, limit = JSON_LIMIT, spanish = false): Promise<unknown> {
  const say = (english: string, inSpanish: string) => (spanish ? inSpanish : english)
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return undefined
  const text = (await bodyBytes(c, limit, () => new HttpError(413, say('Request body too large', 'La solicitud es demasiado grande')))).toString('utf8')
  if (text.trim() === '') return undefined
  const type = c.req.header('Content-Type') ?? ''
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) throw new HttpError(415, say('Body must be application/json', 'La solicitud debe enviarse como application/json'))
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw badRequest(say('Body is not valid JSON', 'La solicitud no es JSON válido'))
  }
}

// A document may weigh up to its own limit (5 MB by default); this cap only stops a body far beyond
// any of them before it is held in memory, so the per-document limit can still answer with its message.
export const MULTIPART_LIMIT_MB = 20
const MULTIPART_LIMIT = MULTIPART_LIMIT_MB * 1024 * 1024

/** A file of a multipart upload, read whole and identified by its content before any write begins. */
export interface UploadedFile {
  /** The name as the browser sent it; the domain sanitises it. */
  name: string
  /** The Content-Type the browser declared: informative only, never trusted. */
  declaredType: string
  bytes: Buffer
  sha256: string
  /** What the bytes are by their magic numbers; undefined when no known signature matches. */
  detected: { ext: string; mime: string } | undefined
}

export interface MultipartBody {
  fields: Record<string, string>
  files: ReadonlyMap<string, UploadedFile>
}

async function parseForm(c: Context<ApiEnv>): Promise<FormData> {
  const type = c.req.header('Content-Type') ?? ''
  if (!/^multipart\/form-data\b/i.test(type)) throw new HttpError(415, 'La solicitud debe enviarse como multipart/form-data')
  const raw = await bodyBytes(c, MULTIPART_LIMIT, () => new HttpError(413, `La solicitud excede el máximo de ${MULTIPART_LIMIT_MB} MB`))
  try {
    return await new Response(raw, { headers: { 'Content-Type': type } }).formData()
  } catch {
    throw badRequest('El formulario enviado no se pudo leer')
  }
}

/** The content's type by its magic bytes; a malformed file that trips a detector is simply unknown. */
async function sniff(bytes: Uint8Array): Promise<UploadedFile['detected']> {
  try {
    const found = await fileTypeFromBuffer(bytes)
    return found && { ext: found.ext, mime: found.mime }
  } catch {
    return undefined
  }
}

/** A file's bytes with their hash and what their magic bytes say they are. */
export async function identified(name: string, declaredType: string, bytes: Buffer): Promise<UploadedFile> {
  return { name, declaredType, bytes, sha256: createHash('sha256').update(bytes).digest('hex'), detected: await sniff(bytes) }
}

const uploaded = async (file: File) => identified(file.name, file.type, Buffer.from(await file.arrayBuffer()))

/**
 * Reads a multipart upload: each field of `fileFields` must carry exactly one non-empty file (or,
 * with `optional`, none), every other field one text value. The content is identified here, before
 * the write's transaction, which must not wait for anything.
 */
export async function readMultipart(c: Context<ApiEnv>, fileFields: readonly string[], optional = false): Promise<MultipartBody> {
  const form = await parseForm(c)
  // No prototype, so a field called __proto__ is a plain (unknown, refused) key.
  const fields = Object.create(null) as Record<string, string>
  const files = new Map<string, File>()
  for (const [name, value] of form) {
    if (hasControlCharacter(name)) throw badRequest('Un campo del formulario tiene caracteres de control en su nombre')
    const isFileField = fileFields.includes(name)
    if (typeof value === 'string') {
      if (isFileField) throw badRequest(`El campo "${name}" debe traer un archivo`)
      if (name in fields) throw badRequest(`El campo "${name}" viene repetido`)
      if (hasControlCharacter(value)) throw badRequest(`El campo "${name}" tiene caracteres de control`)
      fields[name] = value
      continue
    }
    if (!isFileField) throw badRequest(`El campo "${name}" no admite archivos`)
    if (files.has(name)) throw badRequest(optional ? `El campo "${name}" lleva un solo archivo` : 'Solo se acepta un archivo por documento')
    if (hasControlCharacter(value.name)) throw badRequest('El nombre del archivo tiene caracteres de control')
    if (value.size === 0) throw badRequest('El archivo está vacío')
    files.set(name, value)
  }
  const read = new Map<string, UploadedFile>()
  for (const name of fileFields) {
    const file = files.get(name)
    if (!file && optional) continue
    if (!file) throw badRequest(`Falta el archivo (campo "${name}")`)
    read.set(name, await uploaded(file))
  }
  return { fields, files: read }
}
