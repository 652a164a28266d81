import type { IncomingMessage } from 'node:http'

export class BodyTooLarge extends Error {}

/** Reads the whole request body, refusing more than `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > limit) {
      reject(new BodyTooLarge(`body larger than ${limit} bytes`))
      req.resume()
      return
    }
    const chunks: Buffer[] = []
    let received = 0
    req.on('data', (chunk: Buffer) => {
      received += chunk.length
      if (received > limit) {
        reject(new BodyTooLarge(`body larger than ${limit} bytes`))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolvePromise(Buffer.concat(chunks, received)))
    req.on('error', reject)
  })
}

export async function readForm(req: IncomingMessage, limit = 16 * 1024): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req, limit)).toString('utf8'))
}
