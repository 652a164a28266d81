import { indexFor, pickFor } from './academic-random.ts'
import type { WeeklySession } from '../data/academic-subjects.ts'
import { clockOf } from '../data/academic-time.ts'

const TEACHERS = [
  'Mtra. Patricia Salinas Ortega', 'Dr. Ricardo Nájera Campos', 'Lic. Fernanda Ibarra Quiroz', 'Mtro. Alejandro Bravo Medina',
  'Dra. Gabriela Fuentes Ochoa', 'Ing. Héctor Villalobos Ruiz', 'Mtra. Lucía Andrade Peña', 'Dr. Óscar Rentería Luna',
  'Mtra. Daniela Córdova Síntora', 'Mtro. Raúl Esquivel Durán', 'Dra. Mónica Treviño Aguilar', 'Lic. Arturo Zamora Cisneros',
  'Mtra. Verónica Lozano Bañuelos', 'Ing. Samuel Orozco Téllez', 'Dra. Claudia Montes de Oca Rivas', 'Mtro. Iván Cárdenas Solís',
  'Mtra. Rocío Palacios Guzmán', 'Dr. Jorge Espinoza Maldonado', 'Lic. Natalia Becerra Ávila', 'Mtro. Tomás Garduño Vera',
  'Mtra. Elena Quintana Robles', 'Ing. Marco Antonio Ruelas Pardo', 'Dra. Silvia Arreola Mejía', 'Mtro. Emilio Saldaña Cortés',
]

const BUILDINGS = ['A', 'B', 'C', 'D', 'E']

export const ONLINE_CLASSROOM = 'Aula virtual'

export const teacherFor = (key: string): string => pickFor(key, TEACHERS)

export function classroomFor(key: string): string {
  const building = pickFor(`${key}:building`, BUILDINGS)
  return `Edificio ${building}, aula ${building}-${1 + indexFor(`${key}:floor`, 3)}0${1 + indexFor(`${key}:room`, 9)}`
}

export const groupFor = (campusCode: string, cycle: number, key: string): string =>
  `${campusCode}${cycle}${String(1 + indexFor(key, 3)).padStart(2, '0')}`

/** Online classroom link of a subject's group (an example domain: nothing real is opened). */
export const onlineClassroomUrl = (portal: string, subjectCode: string, group: string): string =>
  `https://aula-virtual.example.edu/${portal}/${subjectCode.toLowerCase()}/${group.toLowerCase()}`

/** When a group meets: a grid of 90-minute blocks in one shift. */
export type Shift = 'morning' | 'evening'

const BLOCK_MINUTES = 90
const SHIFT_BLOCKS: Record<Shift, { days: number[]; firstBlock: number; blocks: number }> = {
  morning: { days: [1, 2, 3, 4, 5, 6], firstBlock: 7 * 60, blocks: 5 },
  evening: { days: [1, 2, 3, 4, 5], firstBlock: 16 * 60, blocks: 4 },
}

// Days a subject meets, spread through the week; tried in turn until the blocks are free.
const PATTERNS: Record<number, number[][]> = {
  2: [[1, 3], [2, 4], [3, 5], [1, 4], [2, 5], [4, 6], [1, 5], [3, 6], [2, 6], [1, 6]],
  3: [[1, 3, 5], [2, 4, 6], [1, 2, 4], [3, 5, 6], [1, 4, 6], [2, 3, 5], [1, 3, 6], [2, 4, 5]],
}

/**
 * Weekly sessions for a group's subjects with no two in the same block. `sessionsPerWeek`
 * holds one count per subject; the order of the tries depends on `key`.
 */
export function timetable(shift: Shift, sessionsPerWeek: number[], key: string): WeeklySession[][] {
  const grid = SHIFT_BLOCKS[shift]
  const taken = new Set<string>()
  const session = (weekday: number, block: number): WeeklySession => {
    taken.add(`${weekday}:${block}`)
    const start = grid.firstBlock + block * BLOCK_MINUTES
    return { weekday, start: clockOf(start), end: clockOf(start + BLOCK_MINUTES) }
  }
  return sessionsPerWeek.map((count, subject) => {
    const patterns = (PATTERNS[count] ?? []).filter((days) => days.every((d) => grid.days.includes(d)))
    const tries = patterns.length * grid.blocks
    const offset = indexFor(`${key}:${subject}`, Math.max(tries, 1))
    for (let attempt = 0; attempt < tries; attempt++) {
      const index = (offset + attempt) % tries
      const days = patterns[index % patterns.length] ?? []
      const block = Math.floor(index / patterns.length)
      if (days.some((d) => taken.has(`${d}:${block}`))) continue
      return days.map((d) => session(d, block))
    }
    // A crowded week: any free blocks, on different days where possible.
    const sessions: WeeklySession[] = []
    for (let block = 0; block < grid.blocks && sessions.length < count; block++) {
      for (const d of grid.days) {
        if (sessions.length < count && !taken.has(`${d}:${block}`) && !sessions.some((s) => s.weekday === d)) sessions.push(session(d, block))
      }
    }
    if (sessions.length < count) throw new Error(`no free blocks for subject ${subject} of ${key}`)
    return sessions.sort((a, b) => a.weekday - b.weekday)
  })
}
