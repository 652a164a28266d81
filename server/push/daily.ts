import { ACADEMIC_ZONE, instantAt, localDay } from '../data/academic-time.ts'

/** A wall-clock time of day. */
export interface DailyTime {
  hour: number
  minute: number
}

/** The university's morning round of notices: 07:00 in Mexico City, when a student may read them. */
export const DAILY_CHECKS_AT: DailyTime = { hour: 7, minute: 0 }

/**
 * The first instant strictly after `now` at which the wall clock of `zone` reads `time`. The
 * zone's offset on that day comes from Intl (server/data/academic-time.ts), so a day that
 * changes to or from daylight time still gets its run at the same local hour, 23 or 25 hours
 * after the one before.
 */
export function nextDailyRun(now: Date, time: DailyTime = DAILY_CHECKS_AT, zone = ACADEMIC_ZONE): Date {
  const minutes = time.hour * 60 + time.minute
  const today = localDay(now, zone)
  const todays = instantAt(today, minutes, zone)
  return todays.getTime() > now.getTime() ? todays : instantAt(today + 1, minutes, zone)
}

/**
 * Runs `job` now and then every day at `time` in `zone`, until `stop`. A day's timer that fires
 * a little early (the clock moved) still counts as that day's run: the next one is computed from
 * the instant it was meant for.
 */
export function scheduleDaily(job: (now: Date) => void, time: DailyTime = DAILY_CHECKS_AT, zone = ACADEMIC_ZONE): { stop(): void; next(): Date } {
  let timer: NodeJS.Timeout | null = null
  let stopped = false
  let due = nextDailyRun(new Date(), time, zone)
  const run = () => {
    try {
      job(new Date())
    } catch (error) {
      console.error('[daily] the job failed:', error)
    }
  }
  const arm = () => {
    if (stopped) return
    timer = setTimeout(() => {
      const planned = due
      run()
      due = nextDailyRun(new Date(Math.max(Date.now(), planned.getTime())), time, zone)
      arm()
    }, Math.max(0, due.getTime() - Date.now()))
    // The timer alone must not keep the process alive.
    timer.unref()
  }
  run()
  arm()
  return {
    stop: () => {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
    },
    next: () => due,
  }
}
