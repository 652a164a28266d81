import type { IncomingMessage } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib'

/** Precompressed copies the build writes beside a file, best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const

export type Precompressed = (typeof PRECOMPRESSED)[number]

/** A text file's Brotli and gzip copies at their highest levels: made once, sent many times. */
export function compressedCopies(content: Buffer): Record<Precompressed['encoding'], Buffer> {
  return { br: brotliCompressSync(content, brotliOptions(content)), gzip: gzipSync(content, { level: 9 }) }
}

const brotliOptions = (content: Buffer) => ({ params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } })
const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The same copies off the calling thread: many files compress side by side on every core. */
export async function compressedCopiesAsync(content: Buffer): Promise<Record<Precompressed['encoding'], Buffer>> {
  const [br, gz] = await Promise.all([brotliAsync(content, brotliOptions(content)), gzipAsync(content, { level: 9 })])
  return { br, gzip: gz }
}

/**
 * The codings the client accepts, by `Accept-Encoding` with its q-values: `br;q=0` refuses
 * Brotli, `*` stands for any coding not named.
 */
export function acceptedEncodings(req: IncomingMessage): Set<string> {
  const header = req.headers['accept-encoding']
  const accepted = new Set<string>()
  const refused = new Set<string>()
  let any = false
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    const wanted = q === undefined || Number(q) > 0
    if (name === '*') any = wanted
    else (wanted ? accepted : refused).add(name)
  }
  if (any) for (const { encoding } of PRECOMPRESSED) if (!refused.has(encoding)) accepted.add(encoding)
  return accepted
}
