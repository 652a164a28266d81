import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Enrollment } from '@/contract/academic'

/** Grades and averages are on a 0–10 scale. */
export const GRADE_SCALE_MAX = 10

/** A share in 0–100, whatever the server sent. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.min(100, Math.max(0, value))
}

/** Width of an average's bar in the history chart, in percent of the scale. */
export function averageBarPercent(average: number): number {
  return clampPercent((average / GRADE_SCALE_MAX) * 100)
}

/**
 * Sort key of a cycle code such as `2025-2`, `C1-2026` or `2024A`: its year, then the other
 * number in it; codes without a year sort first.
 */
export function compareCycles(a: string, b: string): number {
  const key = (cycle: string): [number, number] => {
    const year = /\d{4}/.exec(cycle)
    if (!year) return [0, 0]
    const term = /\d+/.exec(`${cycle.slice(0, year.index)} ${cycle.slice(year.index + 4)}`)
    return [Number(year[0]), term ? Number(term[0]) : 0]
  }
  const [yearA, termA] = key(a)
  const [yearB, termB] = key(b)
  return yearA - yearB || termA - termB || a.localeCompare(b)
}

type EnrollmentStatus = Enrollment['status']

/** Words, colour and icon of each enrollment status; the colour only repeats the words. */
export const ENROLLMENT_STATUS: Readonly<
  Record<EnrollmentStatus, { label: MessageDescriptor; palette: 'green' | 'orange' | 'gray' | 'blue'; icon: 'check' | 'alert' | 'pause' | 'cap' }>
> = {
  INSCRITO: { label: msg`Inscrito`, palette: 'green', icon: 'check' },
  NO_INSCRITO: { label: msg`No inscrito`, palette: 'orange', icon: 'alert' },
  BAJA_TEMPORAL: { label: msg`Baja temporal`, palette: 'gray', icon: 'pause' },
  EGRESADO: { label: msg`Egresado`, palette: 'blue', icon: 'cap' },
}

/** The oldest moment among the answers on screen: what "actualizado hace …" must admit to. */
export function oldestUpdate(updatedAt: readonly number[]): number | null {
  const known = updatedAt.filter((at) => at > 0)
  return known.length === 0 ? null : Math.min(...known)
}
