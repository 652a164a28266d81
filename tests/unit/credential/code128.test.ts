import { describe, expect, it } from 'vitest'
import {
  barsOf,
  CODE_B,
  CODE_C,
  code128Checksum,
  code128Values,
  encodeCode128,
  PATTERNS,
  START_B,
  START_C,
  STOP,
} from '@/features/credential/code128'

/** Bars and spaces as 1s and 0s, the way the standard's table prints each symbol. */
const binary = (pattern: string) => [...pattern].map((width, index) => (index % 2 === 0 ? '1' : '0').repeat(Number(width))).join('')

describe('Code 128 symbol table', () => {
  it('has 106 symbols of 11 modules and a 13-module stop, all different', () => {
    expect(PATTERNS).toHaveLength(107)
    expect(new Set(PATTERNS).size).toBe(107)
    PATTERNS.forEach((pattern, value) => {
      const sum = [...pattern].reduce((total, width) => total + Number(width), 0)
      expect(sum, `value ${value}`).toBe(value === STOP ? 13 : 11)
    })
  })

  it('keeps the parity the standard builds in: bar modules of every symbol add up to an even number', () => {
    for (const pattern of PATTERNS) {
      const bars = [...pattern].filter((_, index) => index % 2 === 0).reduce((total, width) => total + Number(width), 0)
      expect(bars % 2).toBe(0)
    }
  })

  it('draws the start, switch and stop characters as published', () => {
    expect(binary(PATTERNS[START_B]!)).toBe('11010010000')
    expect(binary(PATTERNS[START_C]!)).toBe('11010011100')
    expect(binary(PATTERNS[CODE_C]!)).toBe('10111011110')
    expect(binary(PATTERNS[CODE_B]!)).toBe('10111101110')
    expect(binary(PATTERNS[STOP]!)).toBe('1100011101011')
    // Subset B "A" (value 33) and space (value 0).
    expect(binary(PATTERNS[33]!)).toBe('10100011000')
    expect(binary(PATTERNS[0]!)).toBe('11011001100')
  })
})

describe('code128Values', () => {
  it('packs an even run of digits in subset C', () => {
    expect(code128Values('12345678')).toEqual([START_C, 12, 34, 56, 78])
    expect(code128Values('42')).toEqual([START_C, 42])
  })

  it('ends an odd run of leading digits in subset B (account 010245871)', () => {
    // "1" in subset B is 49 - 32 = 17.
    expect(code128Values('010245871')).toEqual([START_C, 1, 2, 45, 87, CODE_B, 17])
  })

  it('uses subset B for text and short digit runs', () => {
    expect(code128Values('A1')).toEqual([START_B, 33, 17])
    expect(code128Values('123')).toEqual([START_B, 17, 18, 19])
  })

  it('switches to C inside text for four or more digits, leaving an odd first digit in B', () => {
    expect(code128Values('AB1234')).toEqual([START_B, 33, 34, CODE_C, 12, 34])
    expect(code128Values('A12345')).toEqual([START_B, 33, 17, CODE_C, 23, 45])
  })

  it('refuses what subset B cannot hold', () => {
    expect(() => code128Values('')).toThrow(RangeError)
    expect(() => code128Values('año')).toThrow(RangeError)
  })
})

describe('code128Checksum', () => {
  it('weights the start once and every later value by its position, modulo 103', () => {
    // 105 + 1·1 + 2·2 + 45·3 + 87·4 + 100·5 + 17·6 = 1195; 1195 mod 103 = 62.
    expect(code128Checksum([START_C, 1, 2, 45, 87, CODE_B, 17])).toBe(62)
    // Start B, "PJJ123C": 104 + 48 + 84 + 126 + 68 + 90 + 114 + 245 = 879; 879 mod 103 = 55.
    expect(code128Checksum(code128Values('PJJ123C'))).toBe(55)
  })
})

describe('encodeCode128', () => {
  it('appends checksum and stop, and draws the whole symbol', () => {
    const encoding = encodeCode128('12')
    // (105 + 12·1) mod 103 = 14.
    expect(encoding.checksum).toBe(14)
    expect(encoding.values).toEqual([START_C, 12, 14, STOP])
    const drawn = encoding.values.map((value) => binary(PATTERNS[value]!)).join('')
    expect(drawn).toBe('11010011100' + '10110011100' + '10011001110' + '1100011101011')
    expect(encoding.modules).toBe(3 * 11 + 13)
  })

  it('encodes the demo account number with checksum 62', () => {
    const encoding = encodeCode128('010245871')
    expect(encoding.values).toEqual([START_C, 1, 2, 45, 87, CODE_B, 17, 62, STOP])
    expect(encoding.modules).toBe(8 * 11 + 13)
  })

  it('turns widths into bars that start and end dark and fill the symbol', () => {
    const encoding = encodeCode128('12')
    const bars = barsOf(encoding)
    expect(bars[0]).toEqual({ x: 0, width: 2 })
    const last = bars[bars.length - 1]!
    expect(last.x + last.width).toBe(encoding.modules)
    const dark = bars.reduce((total, bar) => total + bar.width, 0)
    const ones = encoding.values.map((value) => binary(PATTERNS[value]!)).join('').replaceAll('0', '').length
    expect(dark).toBe(ones)
  })
})
