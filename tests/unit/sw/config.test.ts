import { afterEach, describe, expect, it, vi } from 'vitest'
import { saveConfig } from '../../../sw/config-route'

describe('the worker reading the portal configuration', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads it once for the calls of a screen that all find the cache empty', async () => {
    const put = vi.fn(async () => undefined)
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ apiBase: '/api', portal: 'uvm' })))
    vi.stubGlobal('fetch', fetchMock)
    vi.stubGlobal('caches', { open: async () => ({ put }) })
    await Promise.all([saveConfig(), saveConfig(), saveConfig()])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(put).toHaveBeenCalledTimes(1)
    // Once done, a later read asks again (the configuration may have changed).
    await saveConfig()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
