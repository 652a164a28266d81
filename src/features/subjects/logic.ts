import type { Subject } from '@/contract/academic'

export interface CycleGroup<T> {
  cycle: string
  subjects: T[]
}

/**
 * Sort key of a cycle code such as `2025-2`, `C1-2026` or `2024A`: its year, then the other
 * number in it. Codes without a year keep a plain text order after the dated ones.
 */
export function cycleSortKey(cycle: string): [number, number] {
  const year = /\d{4}/.exec(cycle)
  if (!year) return [0, 0]
  const rest = cycle.slice(0, year.index) + ' ' + cycle.slice(year.index + 4)
  const term = /\d+/.exec(rest)
  return [Number(year[0]), term ? Number(term[0]) : 0]
}

export function compareCycles(a: string, b: string): number {
  const [yearA, termA] = cycleSortKey(a)
  const [yearB, termB] = cycleSortKey(b)
  return yearA - yearB || termA - termB || a.localeCompare(b)
}

/** History by cycle, newest cycle first; subjects keep the order the API gave. */
export function groupByCycle<T extends Pick<Subject, 'cycle'>>(subjects: readonly T[]): CycleGroup<T>[] {
  const groups = new Map<string, T[]>()
  for (const subject of subjects) {
    const group = groups.get(subject.cycle)
    if (group) group.push(subject)
    else groups.set(subject.cycle, [subject])
  }
  return [...groups.entries()].map(([cycle, list]) => ({ cycle, subjects: list })).sort((a, b) => compareCycles(b.cycle, a.cycle))
}
