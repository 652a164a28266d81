import type { IncomingMessage } from 'node:http'
import type { Readable } from 'node:stream'

export class BodyTooLarge extends Error {
  readonly limit: number
  constructor(limit: number) {
    super(`body larger than ${limit} bytes`)
    this.limit = limit
  }
}

/** How long, and how much, the rest of a refused body is read and thrown away before the connection is cut. */
const DISCARD_MS = 500
const DISCARD_BYTES = 64 * 1024 * 1024

/**
 * Reads a request body, counting its bytes as they arrive, chunked or not. A Content-Length
 * beyond `limit` is refused before a byte is read; a body that passes `limit` is refused as soon
 * as it does: what was held is let go and nothing more is read. The connection stays open so the
 * refusal can be answered (`discardRest` then ends it).
 */
export function readBody(req: Readable & Partial<Pick<IncomingMessage, 'headers'>>, limit: number): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers?.['content-length'] ?? 0) > limit) {
      reject(new BodyTooLarge(limit))
      return
    }
    let chunks: Buffer[] = []
    let received = 0
    const settle = (finish: () => void) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose)
      finish()
    }
    const onData = (chunk: Buffer) => {
      received += chunk.length
      if (received <= limit) return void chunks.push(chunk)
      chunks = []
      req.pause()
      settle(() => reject(new BodyTooLarge(limit)))
    }
    const onEnd = () => settle(() => resolve(Buffer.concat(chunks, received)))
    const onError = (error: Error) => settle(() => reject(error))
    const onClose = () => settle(() => reject(new Error('the request closed before its body ended')))
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose)
  })
}

/**
 * After a refusal answered before the body was read whole: what still arrives is thrown away for
 * a moment, so the client reads the answer instead of a reset connection, and then the connection
 * is cut if the body has not ended. Nothing of it is kept.
 */
export function discardRest(req: IncomingMessage): void {
  if (req.readableEnded || req.destroyed) return
  let discarded = 0
  const cut = () => {
    clearTimeout(timer)
    req.off('data', onData)
    req.socket.destroy()
  }
  const onData = (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > DISCARD_BYTES) cut()
  }
  const timer = setTimeout(cut, DISCARD_MS).unref()
  req.on('data', onData).once('end', () => {
    clearTimeout(timer)
    req.off('data', onData)
  })
  req.resume()
}

export async function readForm(req: IncomingMessage, limit = 16 * 1024): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req, limit)).toString('utf8'))
}
