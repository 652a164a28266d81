import { addDays, AGENDA_TIME_ZONE, type DayKey } from './dates'

/** One event as an iCalendar file carries it; texts already in the student's language. */
export interface IcsEvent {
  id: string
  summary: string
  /** Timed events: UTC instants. */
  startMs: number
  endMs: number
  /** All-day events: local days, `lastDay` included (written as an exclusive DTEND). */
  allDay: { firstDay: DayKey; lastDay: DayKey } | null
  location?: string | null
  description?: string | null
  url?: string | null
  categories?: readonly string[]
}

export interface IcsOptions {
  /** Epoch ms written as DTSTAMP. */
  now: number
  /** The calendar's display name in calendar apps. */
  name: string
}

export const ICS_PRODUCT_ID = '-//Portal del alumno//Agenda//ES'
/** Right-hand side of every UID, so ids stay unique once imported next to other calendars. */
export const ICS_UID_DOMAIN = 'agenda.student-web'
const MAX_LINE_OCTETS = 75
const CRLF = '\r\n'

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped; other controls dropped. */
export function escapeText(value: string): string {
  return withoutControls(value)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** TEXT may not hold control characters other than tab; line breaks are escaped afterwards. */
function withoutControls(value: string): string {
  let out = ''
  for (const char of value) {
    const code = char.charCodeAt(0)
    if ((code >= 0x20 && code !== 0x7f) || char === '\t' || char === '\n' || char === '\r') out += char
  }
  return out
}

const utf8Octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4)

/**
 * RFC 5545 §3.1: lines longer than 75 octets continue on lines that start with one space.
 * Counted in UTF-8 bytes, cut only between characters so "ó" or an emoji is never split.
 */
export function foldLine(line: string): string {
  const chunks: string[] = []
  let chunk = ''
  let octets = 0
  let limit = MAX_LINE_OCTETS
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0)
    if (octets + size > limit) {
      chunks.push(chunk)
      chunk = ''
      octets = 0
      limit = MAX_LINE_OCTETS - 1 // the leading space counts
    }
    chunk += char
    octets += size
  }
  chunks.push(chunk)
  return chunks.join(`${CRLF} `)
}

/** `20261123T150000Z` */
export const icsUtc = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '')

/** `20261123` */
export const icsDate = (day: DayKey) => day.replace(/-/g, '')

function eventLines(event: IcsEvent, stamp: string): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(`${event.id}@${ICS_UID_DOMAIN}`)}`, `DTSTAMP:${stamp}`]
  if (event.allDay) {
    lines.push(`DTSTART;VALUE=DATE:${icsDate(event.allDay.firstDay)}`, `DTEND;VALUE=DATE:${icsDate(addDays(event.allDay.lastDay, 1))}`)
  } else {
    lines.push(`DTSTART:${icsUtc(event.startMs)}`, `DTEND:${icsUtc(Math.max(event.endMs, event.startMs))}`)
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`)
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
  // URL is a URI value, not text: written as is (the contract already checked it is a URL).
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`)
  if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeText).join(',')}`)
  lines.push('END:VEVENT')
  return lines
}

/** A whole `.ics` file (RFC 5545) with CRLF line ends, folded at 75 octets. */
export function buildIcs(events: readonly IcsEvent[], options: IcsOptions): string {
  const stamp = icsUtc(options.now)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${AGENDA_TIME_ZONE}`,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
