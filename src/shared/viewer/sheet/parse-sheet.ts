import type { SheetRequest, SheetResult } from './sheet-types'

/**
 * Reads a spreadsheet in a worker of its own, so SheetJS is never part of the page's code and a
 * large file does not freeze it. The bytes are moved to the worker, not copied; the worker ends
 * with its answer, or when `signal` aborts (the viewer closed or opened another file).
 */
export function parseSheet(request: SheetRequest, signal: AbortSignal): Promise<SheetResult> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const worker = new Worker(new URL('./sheet-worker.ts', import.meta.url), { type: 'module', name: 'sheet' })
    const end = () => {
      worker.terminate()
      signal.removeEventListener('abort', abort)
    }
    const abort = () => {
      end()
      reject(signal.reason)
    }
    worker.onmessage = (event: MessageEvent<SheetResult>) => {
      end()
      resolve(event.data)
    }
    // A worker that fails to load (offline after a new deployment) or crashes on a huge file.
    worker.onerror = (event) => {
      event.preventDefault()
      end()
      reject(new Error(`the sheet worker failed: ${event.message}`))
    }
    worker.onmessageerror = () => {
      end()
      reject(new Error('the sheet worker answered something that could not be read'))
    }
    signal.addEventListener('abort', abort, { once: true })
    worker.postMessage(request, [request.bytes])
  })
}
