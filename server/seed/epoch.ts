/** Seed dates are fixed offsets from this instant, so every fresh database is identical. */
export const SEED_EPOCH = Date.UTC(2025, 7, 18, 15, 0, 0)

const DAY_MS = 24 * 60 * 60 * 1000

export function daysFromEpoch(days: number, hours = 0): string {
  return new Date(SEED_EPOCH + days * DAY_MS + hours * 60 * 60 * 1000).toISOString()
}

export function addMonths(iso: string, months: number): string {
  const date = new Date(iso)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.toISOString()
}
