import { describe, expect, it } from 'vitest'
import type { AgendaEvent } from '@/contract/academic'
import { agendaIcs, icsFileName } from '@/features/agenda/export-ics'
import { buildIcs, escapeText, foldLine, icsUtc } from '@/features/agenda/ics'
import { toItem } from '@/features/agenda/logic'
import { agendaEvent } from './factories'
import { field, parseIcs, physicalLines, splitList, unescapeText } from './ics-parser'

const NOW = Date.parse('2026-11-20T18:04:05.678Z')
const octets = (text: string) => new TextEncoder().encode(text).length
const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

const texts = {
  calendarName: (calendar: AgendaEvent['calendar']) => ({ classes: 'Clases', exams: 'Exámenes', school: 'Calendario escolar', holidays: 'Días inhábiles', payments: 'Pagos' })[calendar],
  describe: (event: AgendaEvent) =>
    [event.description, event.teacher && `Profesor: ${event.teacher}`, event.onlineClassroomUrl && `Aula en línea: ${event.onlineClassroomUrl}`]
      .filter(Boolean)
      .join('\n'),
}

const exportOf = (...events: AgendaEvent[]) =>
  agendaIcs(
    events.map((event) => toItem('schedule', event)),
    texts,
    { now: NOW, name: 'Agenda' },
  )

describe('iCalendar export', () => {
  it('writes the calendar header and one VEVENT per event with UTC times', () => {
    const text = exportOf(agendaEvent({ id: 'cls-17', location: 'Aula 204' }))
    const lines = physicalLines(text)
    expect(lines.slice(0, 7)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Portal del alumno//Agenda//ES',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Agenda',
      'X-WR-TIMEZONE:America/Mexico_City',
    ])
    expect(lines.at(-1)).toBe('END:VCALENDAR')
    const { events } = parseIcs(text)
    expect(events).toHaveLength(1)
    const [event = []] = events
    expect(field(event, 'UID')?.value).toBe('cls-17@agenda.student-web')
    expect(field(event, 'DTSTAMP')?.value).toBe('20261120T180405Z')
    expect(field(event, 'DTSTART')).toEqual({ name: 'DTSTART', params: {}, value: '20261123T150000Z' })
    expect(field(event, 'DTEND')?.value).toBe('20261123T163000Z')
    expect(unescapeText(field(event, 'SUMMARY')?.value ?? '')).toBe('Cálculo diferencial')
    expect(unescapeText(field(event, 'LOCATION')?.value ?? '')).toBe('Aula 204')
    expect(splitList(field(event, 'CATEGORIES')?.value ?? '')).toEqual(['Clases'])
  })

  it('writes all-day events as dates with an exclusive end, in local days', () => {
    const { events } = parseIcs(
      exportOf(agendaEvent({ id: 'hol', calendar: 'holidays', title: 'Día de la Revolución', allDay: true, start: '2026-11-16T06:00:00Z', end: '2026-11-17T06:00:00Z' })),
    )
    const [event = []] = events
    expect(field(event, 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20261116' })
    expect(field(event, 'DTEND')).toEqual({ name: 'DTEND', params: { VALUE: 'DATE' }, value: '20261117' })
    expect(splitList(field(event, 'CATEGORIES')?.value ?? '')).toEqual(['Días inhábiles'])
  })

  it('escapes backslashes, semicolons, commas and line breaks, and reads them back', () => {
    const title = 'Examen; parcial, 1 \\ final'
    const description = 'Primera línea\nSegunda, con coma; y punto y coma\r\nTercera \\n literal'
    const text = exportOf(agendaEvent({ title, description }))
    expect(text).toContain('SUMMARY:Examen\\; parcial\\, 1 \\\\ final')
    const [event = []] = parseIcs(text).events
    expect(unescapeText(field(event, 'SUMMARY')?.value ?? '')).toBe(title)
    expect(unescapeText(field(event, 'DESCRIPTION')?.value ?? '')).toBe(description.replace(/\r\n/g, '\n'))
    expect(escapeText('a\u0000b\u0007c\td')).toBe('abc\td')
  })

  it('folds at 75 octets without splitting a character, and unfolds to the same text', () => {
    const description = `Sesión de repaso de álgebra lineal con ejercicios prácticos — ñandú, pingüino, acción 📚🎓 ${'é'.repeat(120)} fin`
    const url = `https://aula.example.edu/clase/${'x'.repeat(90)}?sesión=1`
    const text = exportOf(agendaEvent({ description, teacher: 'Dra. María José Núñez', onlineClassroomUrl: encodeURI(url) }))
    for (const line of physicalLines(text)) {
      const bytes = new TextEncoder().encode(line)
      expect(bytes.length).toBeLessThanOrEqual(75)
      expect(() => strictUtf8.decode(bytes)).not.toThrow()
    }
    expect(physicalLines(text).some((line) => line.startsWith(' '))).toBe(true)
    const [event = []] = parseIcs(text).events
    const read = unescapeText(field(event, 'DESCRIPTION')?.value ?? '')
    expect(read).toBe(`${description}\nProfesor: Dra. María José Núñez\nAula en línea: ${encodeURI(url)}`)
    expect(field(event, 'URL')?.value).toBe(encodeURI(url))
  })

  it('folds each line into 75-octet pieces, continuation lines included', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(100)}`)
    const pieces = folded.split('\r\n')
    expect(pieces.map(octets).every((size) => size <= 75)).toBe(true)
    expect(octets(pieces[0] ?? '')).toBe(74) // 12 ASCII + 31 two-byte characters; a 32nd would make 76
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true)
    expect(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(`DESCRIPTION:${'é'.repeat(100)}`)
    expect(foldLine('SUMMARY:corto')).toBe('SUMMARY:corto')
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75))
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`)
  })

  it('ends every line with CRLF and names files by range', () => {
    const text = buildIcs([], { now: NOW, name: 'Agenda' })
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(icsUtc(Date.parse('2026-01-02T03:04:05.999Z'))).toBe('20260102T030405Z')
    expect(icsFileName({ from: '2026-11-23', to: '2026-11-29' })).toBe('agenda-2026-11-23_2026-11-29.ics')
    expect(icsFileName({ from: '2026-11-23', to: '2026-11-23' })).toBe('agenda-2026-11-23.ics')
  })
})
