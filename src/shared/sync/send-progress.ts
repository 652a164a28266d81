import { useSyncExternalStore } from 'react'

/** How far the page has sent an outbox item's body: bytes out of total. */
export interface SendProgress {
  sent: number
  total: number
}

const progress = new Map<string, SendProgress>()
const listeners = new Set<() => void>()
const publish = () => listeners.forEach((listener) => listener())

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * A fetch for the page's drain that reports how much of each request body has gone out,
 * keyed by its Idempotency-Key (the outbox item's id): fetch itself cannot tell, so a
 * person uploading a 5 MB file on a slow network would see no movement.
 */
export function fetchWithProgress(url: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  const key = headers.get('Idempotency-Key')
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(init.method ?? 'GET', String(url))
    headers.forEach((value, name) => xhr.setRequestHeader(name, value))
    xhr.responseType = 'blob'
    const forget = () => {
      if (key && progress.delete(key)) publish()
    }
    if (key) {
      xhr.upload.onprogress = (event) => {
        if (!event.lengthComputable) return
        progress.set(key, { sent: event.loaded, total: event.total })
        publish()
      }
    }
    xhr.onload = () => {
      forget()
      const answerHeaders = new Headers()
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const colon = line.indexOf(':')
        if (colon > 0) answerHeaders.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
      }
      resolve(new Response(xhr.status === 204 ? null : (xhr.response as Blob), { status: xhr.status, headers: answerHeaders }))
    }
    xhr.onerror = () => {
      forget()
      reject(new TypeError('Network request failed'))
    }
    xhr.onabort = () => {
      forget()
      reject(init.signal?.reason ?? new DOMException('Aborted', 'AbortError'))
    }
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    if (init.signal?.aborted) return xhr.abort()
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null)
  })
}

/** How far one item has gone, while the page is sending it. */
export function useSendProgress(id: string): SendProgress | undefined {
  return useSyncExternalStore(subscribe, () => progress.get(id))
}
