import type { ReportCardCycle } from '@/contract/academic'

/**
 * Year and term of a cycle code, whichever way round it is written: `2026-2` and `C2-2026`
 * are both [2026, 2]. Codes without a year sort last.
 */
export function cycleOrder(code: string): [year: number, term: number] {
  const numbers = (code.match(/\d+/g) ?? []).map(Number)
  const year = numbers.find((n) => n >= 1000) ?? 0
  const term = numbers.find((n) => n < 1000) ?? 0
  return [year, term]
}

/** Newest cycle first; cycles that tie keep the server's order. */
export function newestFirst(cycles: readonly ReportCardCycle[]): ReportCardCycle[] {
  return [...cycles].sort((a, b) => {
    const [yearA, termA] = cycleOrder(a.cycle)
    const [yearB, termB] = cycleOrder(b.cycle)
    return yearB - yearA || termB - termA
  })
}
