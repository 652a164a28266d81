/** What a seed may depend on besides the database: the clock and zone at creation. */
export interface SeedContext {
  now: Date
  timeZone: string
}
