import { createHash } from 'node:crypto'

/**
 * Seed "randomness" that is a pure function of a key, so the same students and the same
 * creation time always give the same grades, timetables and absences.
 */
export function unit(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32
}

/** A whole number in [0, n). */
export const indexFor = (key: string, n: number): number => Math.floor(unit(key) * n)

export function pickFor<T>(key: string, items: readonly T[]): T {
  const item = items[indexFor(key, items.length)]
  if (item === undefined) throw new Error('pickFor needs at least one item')
  return item
}

/** A number in [min, max). */
export const between = (key: string, min: number, max: number): number => min + unit(key) * (max - min)

export const round1 = (value: number): number => Math.round(value * 10) / 10
