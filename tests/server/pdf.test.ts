import { create, type Font } from 'fontkit'
import { readFileSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { createRequire } from 'node:module'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PdfDocument, ReportCardCycles, type SubjectStrip } from '../../src/contract/academic.ts'
import { reportCardCyclesOf } from '../../server/data/academic-progress.ts'
import { reportCardOf, type DocumentStudent, type ReportCard } from '../../server/data/academic-report.ts'
import { SCHEMAS } from '../../server/db/schemas.ts'
import { documentFonts } from '../../server/pdf/fonts.ts'
import { reportCardPdf } from '../../server/pdf/report-card.ts'
import { subjectStripPdf } from '../../server/pdf/subject-strip.ts'
import { runSeeds } from '../../server/seed/index.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { academicRequest, currentCycle, type AcademicEndpoint, type Extra, type Selection } from './academic-calls.ts'
import { readPdf, walk, type ReadPdf } from './pdf-reader.ts'
import { startTestServer, type TestServer } from './test-server.ts'

const A4: [number, number] = [595.28, 841.89]
const GENERATED_AT = new Date('2026-03-19T16:30:00Z')

/** Names whose letters live in three different web subsets of the font (latin, latin-ext, vietnamese). */
const NAMES = ['Íñigo Ürquiza Nuñez', 'Łukasz Wróbel', 'Nguyễn Thị Minh']

const student = (fullName: string): DocumentStudent => ({
  portal: 'uvm', accountNumber: '010999001', fullName, programName: 'Licenciatura en Psicología', campusCode: 'COY', campusName: 'Campus Coyoacán',
})

const card = (fullName: string, teacher: string): ReportCard => ({
  student: student(fullName),
  cycle: '2026-1',
  cycleName: 'Enero–junio 2026',
  average: 8.65,
  subjects: [
    {
      code: 'PSI-601', name: 'Psicología clínica', group: 'COY601', teacher, status: 'APROBADA', finalGrade: 9.3,
      grades: [{ period: 'Parcial 1', grade: 9.1 }, { period: 'Parcial 2', grade: 9.4 }, { period: 'Final', grade: 9.2 }],
      activities: [
        { period: 'Parcial 1', week: 2, name: 'Ensayo: entrevista clínica', dueDate: '2026-02-03', weight: 25, grade: 9.6 },
        { period: 'Parcial 2', week: 9, name: 'Estudio de caso', dueDate: '2026-03-24', weight: 25, grade: 8.7 },
      ],
    },
    {
      code: 'ING-006', name: 'Inglés VI', group: null, teacher: null, status: 'BAJA', finalGrade: null,
      grades: [{ period: 'Parcial 1', grade: 7.4 }, { period: 'Parcial 2', grade: null }, { period: 'Final', grade: null }],
      activities: [],
    },
  ],
})

const strip = (teacher: string): SubjectStrip => ({
  cycle: '2026-1',
  cycleName: 'Enero–junio 2026',
  subjects: [
    { code: 'PSI-601', name: 'Psicología clínica', group: 'COY601', teacher, credits: 8, classroom: 'Edificio B, aula 204', sessions: [{ weekday: 1, start: '07:00', end: '09:00' }, { weekday: 3, start: '07:00', end: '09:00' }] },
  ],
})

/** Grades as the documents print them: 9.3, 10.0, and "—" for none yet. */
const GRADE = /^(\d{1,2}\.\d|—)$/

describe('the documents the server writes', () => {
  it.each(NAMES)('print and give back the name %s, as the student and as a teacher', async (name) => {
    for (const bytes of [await reportCardPdf(card(name, name), GENERATED_AT), await subjectStripPdf(student(name), strip(name), GENERATED_AT)]) {
      const read = await readPdf(bytes)
      const text = read.text.flat()
      expect(text).toContain(name)
      expect(text.some((t) => t.startsWith('Docente') ? t.includes(name) : t === name)).toBe(true)
      expect(read.title).toMatch(new RegExp(` · ${name}$`))
    }
  })

  it('have a Work Sans glyph for every letter of those names, in both faces (the web subsets lack some)', () => {
    const letters = [...new Set(NAMES.join('').replace(/\s/g, ''))]
    const fonts = documentFonts()
    for (const face of [fonts.regular, fonts.bold]) {
      expect(letters.filter((letter) => !face.hasGlyphForCodePoint(letter.codePointAt(0) ?? 0))).toEqual([])
    }
    const webLatin = create(readFileSync(createRequire(import.meta.url).resolve('@fontsource/work-sans/files/work-sans-latin-400-normal.woff'))) as Font
    expect(letters.filter((letter) => !webLatin.hasGlyphForCodePoint(letter.codePointAt(0) ?? 0))).toEqual(['Ł', 'ễ', 'ị'])
  })

  it('embed Work Sans, only the glyphs they use, and no standard font', async () => {
    const bytes = Buffer.from(await reportCardPdf(card(NAMES.join(' '), 'Mtra. Daniela Córdova'), GENERATED_AT))
    const { fonts } = await readPdf(bytes)
    const names = [...fonts.keys()]
    expect(new Set(names.map((font) => font.replace(/^[A-Z]{6}\+/, '')))).toEqual(new Set(['WorkSans-Regular', 'WorkSans-SemiBold']))
    // A subset carries a six-letter tag before the name; the whole font files are about 190 KB each.
    expect(names.every((font) => /^[A-Z]{6}\+/.test(font))).toBe(true)
    for (const [font, embedded] of fonts) {
      expect(embedded, font).toBeGreaterThan(1_000)
      expect(embedded, font).toBeLessThan(30_000)
    }
    expect(bytes.length).toBeLessThan(40_000)
  })

  it('say their title and language, are marked as tagged and ask viewers to show the title', async () => {
    const read = await readPdf(await reportCardPdf(card('Valeria Hernández Ruiz', 'Mtra. Daniela Córdova'), GENERATED_AT))
    expect(read.title).toBe('Boleta de calificaciones 2026-1 · Valeria Hernández Ruiz')
    expect(read.language).toBe('es-MX')
    expect(read.marked).toBe(true)
    expect(read.displayDocTitle).toBe(true)
    expect(read.sizes).toEqual([A4])
  })

  it('tag the report card: headings, a table with header cells, every grade in a data cell, nothing left untagged', async () => {
    const read = await readPdf(await reportCardPdf(card('Valeria Hernández Ruiz', 'Mtra. Daniela Córdova'), GENERATED_AT))
    const elements = [...walk(read.structure[0] ?? [])]
    expect(elements.filter((e) => e.role === 'H1').map((e) => e.text)).toEqual(['Boleta de calificaciones'])
    expect(elements.filter((e) => e.role === 'H2').map((e) => e.text)).toEqual(['Detalle de evaluación'])
    expect(elements.filter((e) => e.role === 'H3').map((e) => e.text)).toEqual(['PSI-601 · Psicología clínica', 'ING-006 · Inglés VI'])

    const [summary] = elements.filter((e) => e.role === 'Table')
    if (!summary) throw new Error('no table')
    expect(summary.children.every((row) => row.role === 'TR')).toBe(true)
    const [head, ...rows] = summary.children
    expect(head?.children.map((cell) => `${cell.role} ${cell.text}`)).toEqual(
      ['Clave', 'Materia', 'Grupo', 'Parcial 1', 'Parcial 2', 'Final', 'Calif. final', 'Estatus'].map((title) => `TH ${title}`),
    )
    expect(rows.map((row) => row.children.map((cell) => `${cell.role} ${cell.text}`))).toEqual([
      ['TD PSI-601', 'TD Psicología clínica', 'TD COY601', 'TD 9.1', 'TD 9.4', 'TD 9.2', 'TD 9.3', 'TD Aprobada'],
      ['TD ING-006', 'TD Inglés VI', 'TD —', 'TD 7.4', 'TD —', 'TD —', 'TD —', 'TD Dada de baja'],
    ])

    const placed = read.placed.flat()
    const grades = placed.filter((p) => GRADE.test(p.text))
    expect(grades.map((p) => p.text)).toEqual(expect.arrayContaining(['9.1', '9.3', '7.4', '9.6', '8.7']))
    for (const grade of grades) expect(grade.roles.slice(-3), grade.text).toEqual(['Table', 'TR', 'TD'])
    // Reading order: the heading, who it is about, the grades, the average, then the detail.
    const order = placed.filter((p) => p.roles[0] !== 'Artifact').map((p) => p.text)
    expect(order.indexOf('Boleta de calificaciones')).toBeLessThan(order.indexOf('Valeria Hernández Ruiz'))
    expect(order.indexOf('Valeria Hernández Ruiz')).toBeLessThan(order.indexOf('Clave'))
    expect(order.indexOf('Promedio del ciclo: 8.65')).toBeGreaterThan(order.indexOf('Dada de baja'))
    expect(order.indexOf('Detalle de evaluación')).toBeGreaterThan(order.indexOf('Promedio del ciclo: 8.65'))
    expect(placed.filter((p) => p.roles.length === 0)).toEqual([])
    // The running head and foot are artifacts, not read aloud on every page.
    expect(placed.filter((p) => p.roles[0] === 'Artifact').map((p) => p.text)).toEqual([
      'UVM · Portal de alumnos', 'Boleta de calificaciones', expect.stringMatching(/^Generado el 19 de marzo de 2026 a las 10:30/), 'Página 1 de 1',
    ])
  })

  it('tag the subject strip\'s table the same way', async () => {
    const read = await readPdf(await subjectStripPdf(student('Valeria Hernández Ruiz'), strip('Mtro. Andrés Peña'), GENERATED_AT))
    const elements = [...walk(read.structure[0] ?? [])]
    expect(elements.filter((e) => e.role === 'H1').map((e) => e.text)).toEqual(['Tira de materias'])
    const table = elements.find((e) => e.role === 'Table')
    expect(table?.children[0]?.children.map((cell) => cell.role)).toEqual(Array(7).fill('TH'))
    expect(table?.children[1]?.children.map((cell) => `${cell.role} ${cell.text}`)).toEqual([
      'TD PSI-601', 'TD Psicología clínica', 'TD COY601', 'TD Mtro. Andrés Peña', 'TD Edificio B, aula 204', 'TD 8', 'TD Lun 07:00–09:00 Mié 07:00–09:00',
    ])
  })
})

let server: TestServer
let alumno: string

beforeAll(async () => {
  server = await startTestServer()
  alumno = (await signIn(server.url, 'alumno')).tokens.access_token
})
afterAll(() => server.stop())

function call(name: AcademicEndpoint, selection: Selection, extra: Extra = {}): Promise<Response> {
  const request = academicRequest(name, selection, extra)
  return api(server.url, alumno, request.path, request.query)
}

async function download(name: 'reportCardPdf' | 'subjectStripPdf', selection: Selection, extra: Extra = {}): Promise<{ answer: PdfDocument; read: ReadPdf; bytes: Buffer }> {
  const response = await call(name, selection, extra)
  expect(response.status).toBe(200)
  const answer = v.parse(PdfDocument, await response.json())
  const bytes = Buffer.from(answer.base64, 'base64')
  return { answer, read: await readPdf(bytes), bytes }
}

const LPSI: Selection = { accountNumber: ACCOUNTS.alumnoUvm, cvProgram: 'LPSI-18', campusId: 'COY', portal: 'uvm' }
const MEDU: Selection = { accountNumber: ACCOUNTS.alumnoUvm2, cvProgram: 'MEDU-22', campusId: 'ONL', portal: 'uvm' }
const ISC: Selection = { accountNumber: ACCOUNTS.alumnoUnitec, cvProgram: 'ISC-20', campusId: 'SUR', portal: 'unitec' }

describe('report card PDF', () => {
  it('names the portal, the student, the career and the cycle, with every subject and the average', async () => {
    const cycle = currentCycle()
    const { answer, read } = await download('reportCardPdf', LPSI, { cycle })
    expect(answer.fileName).toBe(`boleta-${ACCOUNTS.alumnoUvm}-${cycle}.pdf`)
    expect(answer.mimeType).toBe('application/pdf')
    const text = read.text.flat()
    for (const expected of [
      'UVM · Portal de alumnos', 'Boleta de calificaciones', 'Valeria Hernández Ruiz', ACCOUNTS.alumnoUvm, 'Licenciatura en Psicología',
      'Campus Coyoacán (COY)', 'Psicología clínica', 'Neuropsicología', 'Inglés VI', 'Parcial 1', 'Calif. final', 'Detalle de evaluación',
    ]) expect(text).toContain(expected)
    expect(text.some((t) => t.startsWith(`${cycle} · `) && /(Enero–junio|Julio–diciembre) \d{4}/.test(t))).toBe(true)
    expect(text.some((t) => /^Promedio del ciclo: \d+\.\d{2}$/.test(t))).toBe(true)
    expect(text.some((t) => t.startsWith('Generado el '))).toBe(true)
    expect(text).toContain(`Página ${read.pages} de ${read.pages}`)
    // Every value fits its column: nothing is cut short with an ellipsis.
    expect(text.filter((t) => t.includes('…'))).toEqual([])
    expect(read.sizes.every((size) => size[0] === A4[0] && size[1] === A4[1])).toBe(true)
  })

  it('runs past ten pages for a completed cycle of the online master\'s degree (weekly activities), every grade in a table cell', async () => {
    const cycles = v.parse(ReportCardCycles, await (await call('reportCardCycles', MEDU)).json())
    const completed = cycles.find((c) => c.cycle !== currentCycle())
    if (!completed) throw new Error('the master\'s degree has no completed cycle')
    const { read } = await download('reportCardPdf', MEDU, { cycle: completed.cycle })
    expect(read.pages).toBeGreaterThanOrEqual(10)
    expect(read.sizes).toEqual(Array(read.pages).fill(A4))
    expect(read.text[0]).toContain('Valeria Hernández Ruiz')
    expect(read.text[0]?.some((t) => t.startsWith(completed.cycle))).toBe(true)
    expect(read.text.at(-1)).toContain(`Página ${read.pages} de ${read.pages}`)
    expect(read.title).toBe(`Boleta de calificaciones ${completed.cycle} · Valeria Hernández Ruiz`)
    const grades = read.placed.flat().filter((p) => GRADE.test(p.text))
    expect(grades.length).toBeGreaterThan(200)
    expect(grades.filter((p) => p.roles.slice(-3).join('/') !== 'Table/TR/TD')).toEqual([])
    // A table running onto the next page shows its heading again there, but the tree holds it once.
    const heads = read.placed.flatMap((page, n) => page.filter((p) => p.text === 'Calificación').map((p) => ({ page: n + 1, roles: p.roles.join('/') })))
    expect(heads.filter((h) => h.roles.endsWith('TH')).length).toBe(5)
    expect(heads.filter((h) => h.roles === 'Artifact').length).toBeGreaterThan(0)
  })

  it('carries the UNITEC brand for a UNITEC account', async () => {
    const { read } = await download('reportCardPdf', ISC, { cycle: currentCycle() })
    expect(read.text.flat()).toContain('UNITEC · Portal de alumnos')
  })
})

describe('subject strip PDF', () => {
  it('lists each subject with group, teacher, classroom and weekly sessions', async () => {
    const strip = (await (await call('subjectStrip', LPSI)).json()) as {
      cycle: string
      subjects: Array<{ code: string; name: string; group: string; teacher: string; classroom: string }>
    }
    const { answer, read } = await download('subjectStripPdf', LPSI)
    expect(answer.fileName).toBe(`tira-de-materias-${ACCOUNTS.alumnoUvm}-${strip.cycle}.pdf`)
    const text = read.text.flat()
    const joined = text.join(' ')
    expect(text).toContain('Tira de materias')
    expect(text).toContain('Valeria Hernández Ruiz')
    expect(text.some((t) => t.startsWith(`${strip.cycle} · `))).toBe(true)
    for (const s of strip.subjects) {
      expect(text).toContain(s.code)
      // Long names, teachers and classrooms wrap onto more lines of the cell.
      for (const value of [s.name, s.group, s.teacher, s.classroom]) expect(joined).toContain(value.split(' ')[0] ?? '')
    }
    expect(text.some((t) => /^(Lun|Mar|Mié|Jue|Vie|Sáb) \d{2}:\d{2}–\d{2}:\d{2}$/.test(t))).toBe(true)
    expect(joined).toContain('Psicología clínica')
    expect(text.filter((t) => t.includes('…'))).toEqual([])
    expect(read.sizes).toEqual(Array(read.pages).fill(A4))
  })
})

describe('the longest report card of the seed', () => {
  it('has more than ten pages, keeps every grade in a table cell, and stays well under 150 KB', async () => {
    const now = new Date('2026-11-25T12:00:00-06:00')
    const db = new DatabaseSync(':memory:')
    for (const schema of SCHEMAS) db.exec(schema)
    runSeeds(db, { now, timeZone: 'America/Mexico_City' })
    const previous = reportCardCyclesOf(db, '010245872', 'MEDU-22')[1]
    const long = previous && reportCardOf(db, '010245872', 'MEDU-22', previous.cycle)
    db.close()
    expect(long).toBeTruthy()
    const bytes = await reportCardPdf(long!, now)
    const read = await readPdf(bytes)
    expect(read.pages).toBeGreaterThan(10)
    const cells = read.structure.flatMap((page) => [...walk(page)]).filter((element) => element.role === 'TD')
    expect(cells.length).toBeGreaterThan(1_000)
    expect(bytes.length).toBeLessThan(150 * 1024)
  })
})
