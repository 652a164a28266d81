import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { downloadFile, REVOKE_DELAY_MS } from '@/shared/viewer'

describe('downloadFile', () => {
  const createObjectURL = vi.fn(() => 'blob:https://portal.test/1')
  const revokeObjectURL = vi.fn()

  beforeEach(() => {
    vi.useFakeTimers()
    Object.assign(URL, { createObjectURL, revokeObjectURL })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    createObjectURL.mockClear()
    revokeObjectURL.mockClear()
  })

  it('clicks a temporary link named after the file, then frees the URL', () => {
    const clicked: { download: string; href: string; inPage: boolean }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href, inPage: this.isConnected })
    })
    const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' })

    downloadFile('boleta-2025-2.pdf', blob)

    expect(createObjectURL).toHaveBeenCalledWith(blob)
    expect(clicked).toEqual([{ download: 'boleta-2025-2.pdf', href: 'blob:https://portal.test/1', inPage: true }])
    expect(document.querySelector('a[download]')).toBeNull()
    // Revoking at once would cancel the download in some mobile browsers.
    expect(revokeObjectURL).not.toHaveBeenCalled()
    vi.advanceTimersByTime(REVOKE_DELAY_MS)
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:https://portal.test/1')
  })
})
