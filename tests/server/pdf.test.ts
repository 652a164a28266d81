import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PdfDocument, ReportCardCycles } from '../../src/contract/academic.ts'
import { writePdf } from '../../server/pdf/document.ts'
import { pdfString, textWidth, winAnsiBytes } from '../../server/pdf/fonts.ts'
import { Composer } from '../../server/pdf/layout.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api, signIn } from '../support/sign-in.ts'
import { academicRequest, currentCycle, type AcademicEndpoint, type Extra, type Selection } from './academic-calls.ts'
import { pageObjectCount, pageTexts, structureProblems } from './pdf-reader.ts'
import { startTestServer, type TestServer } from './test-server.ts'

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

/** What the app's viewer (pdf.js) makes of the file: page count and each page's text. */
async function readWithPdfJs(bytes: Buffer): Promise<{ pages: number; text: string[]; title: unknown }> {
  const task = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, enableXfa: false, verbosity: 0 })
  try {
    const doc = await task.promise
    const text: string[] = []
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent()
      text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
    }
    const { info } = await doc.getMetadata()
    return { pages: doc.numPages, text, title: (info as { Title?: unknown }).Title }
  } finally {
    await task.destroy()
  }
}

describe('the PDF writer', () => {
  const sample = () => {
    const composer = new Composer({ margin: 40, headerHeight: 20, footerHeight: 20, header: (page) => page.text(40, 50, 'Encabezado') })
    composer.ensure(0)
    composer.line('Señor Ñandú – “comillas” · 10 € (paréntesis) y \\ barra', { font: 'bold' })
    composer.table([{ title: 'Número', width: 100 }, { title: 'Valor', width: 100, align: 'right' }],
      Array.from({ length: 120 }, (_, i) => [`Fila ${i + 1}`, String(i)]))
    return writePdf({ title: 'Prueba de acentos: áéíóú', pages: composer.finish(() => undefined), createdAt: new Date('2026-03-01T12:00:00Z') })
  }

  it('writes a sound file whose offsets point at their objects', () => {
    const bytes = sample()
    expect(structureProblems(bytes)).toEqual([])
    expect(pageObjectCount(bytes)).toBeGreaterThanOrEqual(3)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('keeps Spanish text through WinAnsiEncoding', () => {
    const [first = []] = pageTexts(sample())
    expect(first).toContain('Señor Ñandú – “comillas” · 10 € (paréntesis) y \\ barra')
    expect(pdfString('añ(o)')).toBe('(a\\361\\(o\\))')
    expect(winAnsiBytes('€—•')).toEqual([0x80, 0x97, 0x95])
    expect(winAnsiBytes('漢')).toEqual([0x3f])
  })

  it('measures text with the Helvetica metrics', () => {
    expect(textWidth('Hola', 'regular', 10)).toBeCloseTo(((722 + 556 + 222 + 556) * 10) / 1000)
    expect(textWidth('í', 'regular', 10)).toBeCloseTo(2.78)
    expect(textWidth('Á', 'bold', 10)).toBeCloseTo(7.22)
  })

  it('opens in pdf.js, the viewer the app uses', async () => {
    const read = await readWithPdfJs(sample())
    expect(read.pages).toBeGreaterThanOrEqual(3)
    expect(read.title).toBe('Prueba de acentos: áéíóú')
    expect(read.text[0]).toContain('Señor Ñandú')
    expect(read.text.at(-1)).toContain('Fila 120')
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

async function download(name: 'reportCardPdf' | 'subjectStripPdf', selection: Selection, extra: Extra = {}): Promise<{ answer: PdfDocument; bytes: Buffer }> {
  const response = await call(name, selection, extra)
  expect(response.status).toBe(200)
  const answer = v.parse(PdfDocument, await response.json())
  return { answer, bytes: Buffer.from(answer.base64, 'base64') }
}

const LPSI: Selection = { accountNumber: ACCOUNTS.alumnoUvm, cvProgram: 'LPSI-18', campusId: 'COY', portal: 'uvm' }
const MEDU: Selection = { accountNumber: ACCOUNTS.alumnoUvm2, cvProgram: 'MEDU-22', campusId: 'ONL', portal: 'uvm' }
const ISC: Selection = { accountNumber: ACCOUNTS.alumnoUnitec, cvProgram: 'ISC-20', campusId: 'SUR', portal: 'unitec' }

describe('report card PDF', () => {
  it('names the portal, the student, the career and the cycle, with every subject and the average', async () => {
    const cycle = currentCycle()
    const { answer, bytes } = await download('reportCardPdf', LPSI, { cycle })
    expect(answer.fileName).toBe(`boleta-${ACCOUNTS.alumnoUvm}-${cycle}.pdf`)
    expect(answer.mimeType).toBe('application/pdf')
    expect(structureProblems(bytes)).toEqual([])
    const text = pageTexts(bytes).flat()
    for (const expected of [
      'UVM · Portal de alumnos', 'Boleta de calificaciones', 'Valeria Hernández Ruiz', ACCOUNTS.alumnoUvm, 'Licenciatura en Psicología',
      'Campus Coyoacán (COY)', 'Psicología clínica', 'Neuropsicología', 'Inglés VI', 'Parcial 1', 'Calif. final', 'Detalle de evaluación',
    ]) expect(text).toContain(expected)
    expect(text.some((t) => t.startsWith(`${cycle} · `) && /(Enero–junio|Julio–diciembre) \d{4}/.test(t))).toBe(true)
    expect(text.some((t) => /^Promedio del ciclo: \d+\.\d{2}$/.test(t))).toBe(true)
    expect(text.some((t) => t.startsWith('Generado el '))).toBe(true)
    const pages = pageTexts(bytes).length
    expect(text).toContain(`Página ${pages} de ${pages}`)
  })

  it('runs past ten pages for a completed cycle of the online master\'s degree (weekly activities)', async () => {
    const cycles = v.parse(ReportCardCycles, await (await call('reportCardCycles', MEDU)).json())
    const completed = cycles.find((c) => c.cycle !== currentCycle())
    if (!completed) throw new Error('the master\'s degree has no completed cycle')
    const { bytes } = await download('reportCardPdf', MEDU, { cycle: completed.cycle })
    expect(structureProblems(bytes)).toEqual([])
    expect(pageObjectCount(bytes)).toBeGreaterThanOrEqual(10)
    const read = await readWithPdfJs(bytes)
    expect(read.pages).toBe(pageObjectCount(bytes))
    expect(read.text[0]).toContain('Valeria Hernández Ruiz')
    expect(read.text[0]).toContain(completed.cycle)
    expect(read.title).toBe(`Boleta de calificaciones ${completed.cycle} · Valeria Hernández Ruiz`)
  })

  it('carries the UNITEC brand for a UNITEC account', async () => {
    const { bytes } = await download('reportCardPdf', ISC, { cycle: currentCycle() })
    expect(pageTexts(bytes).flat()).toContain('UNITEC · Portal de alumnos')
  })
})

describe('subject strip PDF', () => {
  it('lists each subject with group, teacher, classroom and weekly sessions', async () => {
    const strip = (await (await call('subjectStrip', LPSI)).json()) as {
      cycle: string
      subjects: Array<{ code: string; name: string; group: string; teacher: string; classroom: string }>
    }
    const { answer, bytes } = await download('subjectStripPdf', LPSI)
    expect(answer.fileName).toBe(`tira-de-materias-${ACCOUNTS.alumnoUvm}-${strip.cycle}.pdf`)
    expect(structureProblems(bytes)).toEqual([])
    const text = pageTexts(bytes).flat()
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
    const read = await readWithPdfJs(bytes)
    expect(read.text.join(' ')).toContain('Psicología clínica')
  })
})
