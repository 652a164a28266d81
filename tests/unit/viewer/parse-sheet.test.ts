import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseSheet } from '@/shared/viewer/sheet/parse-sheet'
import { readSheets } from '@/shared/viewer/sheet/read-sheets'
import type { SheetRequest } from '@/shared/viewer/sheet/sheet-types'
import { bufferOf, bytesOf } from './sheet-files'

/** jsdom has no workers: this one answers in the same thread with the worker's own reading. */
class FakeWorker {
  static created: FakeWorker[] = []
  static behaviour: 'answer' | 'crash' | 'silent' = 'answer'
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  onmessageerror: (() => void) | null = null
  terminate = vi.fn()
  transferred: Transferable[] = []
  readonly url: URL | string
  readonly options: WorkerOptions
  constructor(url: URL | string, options: WorkerOptions) {
    this.url = url
    this.options = options
    FakeWorker.created.push(this)
  }
  postMessage(request: SheetRequest, transfer: Transferable[]) {
    this.transferred = transfer
    queueMicrotask(() => {
      if (FakeWorker.behaviour === 'answer') this.onmessage?.(new MessageEvent('message', { data: readSheets(request) }))
      if (FakeWorker.behaviour === 'crash') this.onerror?.(new ErrorEvent('error', { message: 'out of memory', cancelable: true }))
    })
  }
}

const request = (): SheetRequest => ({ bytes: bufferOf(bytesOf('a;b\n1;2')), name: 'datos.csv', format: 'delimited' })

describe('parseSheet (the page’s side of the sheet worker)', () => {
  beforeEach(() => {
    FakeWorker.created = []
    FakeWorker.behaviour = 'answer'
    vi.stubGlobal('Worker', FakeWorker)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('starts a module worker for the file, moves the bytes to it and ends it with the answer', async () => {
    const sent = request()
    const result = await parseSheet(sent, new AbortController().signal)

    expect(result).toEqual({ ok: true, sheets: [{ name: 'datos', rows: [['a', 'b'], ['1', '2']], columnCount: 2, truncated: false }] })
    const [worker] = FakeWorker.created
    expect(String(worker!.url)).toMatch(/sheet-worker\.ts/)
    expect(worker!.options).toMatchObject({ type: 'module' })
    expect(worker!.transferred).toEqual([sent.bytes])
    expect(worker!.terminate).toHaveBeenCalled()
  })

  it('fails when the worker fails, and ends it', async () => {
    FakeWorker.behaviour = 'crash'
    await expect(parseSheet(request(), new AbortController().signal)).rejects.toThrow(/out of memory/)
    expect(FakeWorker.created[0]!.terminate).toHaveBeenCalled()
  })

  it('ends the worker when the viewer no longer wants the answer', async () => {
    FakeWorker.behaviour = 'silent'
    const reading = new AbortController()
    const answer = parseSheet(request(), reading.signal)
    reading.abort()
    await expect(answer).rejects.toBeDefined()
    expect(FakeWorker.created[0]!.terminate).toHaveBeenCalled()
  })
})
