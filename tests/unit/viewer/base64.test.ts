import { describe, expect, it } from 'vitest'
import { base64ToBlob, base64ToBytes } from '@/shared/viewer'

describe('base64 decoding', () => {
  it('turns base64 into the original bytes', () => {
    expect(Array.from(base64ToBytes('JVBERi0xLjc='))).toEqual(Array.from(new TextEncoder().encode('%PDF-1.7')))
  })

  it('keeps bytes above 127 intact', () => {
    expect(Array.from(base64ToBytes('AP+AfwE='))).toEqual([0, 255, 128, 127, 1])
  })

  it('ignores line breaks some encoders insert', () => {
    expect(new TextDecoder().decode(base64ToBytes('SG9s\nYQ==\n'))).toBe('Hola')
  })

  it('refuses text that is not base64', () => {
    expect(() => base64ToBytes('¿esto?')).toThrow()
  })

  it('gives a Blob of the given type', async () => {
    const blob = base64ToBlob('JVBERi0xLjc=', 'application/pdf')
    expect(blob.type).toBe('application/pdf')
    expect(blob.size).toBe(8)
    expect(await blob.text()).toBe('%PDF-1.7')
  })
})
