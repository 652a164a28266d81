import PDFDocument from 'pdfkit'
import { packObjects } from './pack.ts'
import { documentFonts, type FontName } from './fonts.ts'

/** A4 in points. */
export const PAGE_WIDTH = 595.28
export const PAGE_HEIGHT = 841.89

export const BLACK = '#000000'
export const GRAY = '#737373'
export const LIGHT = '#ebebeb'

export interface TextStyle {
  font?: FontName
  size?: number
  color?: string
}

export interface Column {
  title: string
  width: number
  align?: 'left' | 'right'
  /** Long text runs onto more lines instead of being shortened. */
  wrap?: boolean
}

/** A cell: one line of text, or several. */
export type Cell = string | string[]

type Struct = PDFKit.PDFStructureElement

export interface DocumentSetup {
  title: string
  /** BCP 47 language of the text, e.g. `es-MX`. */
  lang: string
  createdAt: Date
  margin: number
  headerHeight: number
  footerHeight: number
  /** Draws the running head of every page (a pagination artifact, not part of the reading order). */
  header: (composer: Composer) => void
  /** Draws the foot of page `number` of `total` once every page is laid out (an artifact too). */
  footer: (composer: Composer, number: number, total: number) => void
}

const CELL_PADDING = 3

/**
 * Lays a tagged PDF out top to bottom with pdfkit, starting a new page whenever the next piece
 * would not fit. Everything drawn through `heading`, `line`, `paragraph`, `fields` and `table`
 * joins the structure tree in reading order; running heads, feet and rules are artifacts.
 */
export class Composer {
  readonly doc: PDFKit.PDFDocument
  /** Distance of the cursor from the top edge of the current page. */
  top = 0
  readonly #setup: DocumentSetup
  readonly #root: Struct
  readonly #chunks: Uint8Array[] = []
  readonly #done: Promise<Buffer>
  #pages = 0

  constructor(setup: DocumentSetup) {
    this.#setup = setup
    this.doc = new PDFDocument({
      size: [PAGE_WIDTH, PAGE_HEIGHT],
      margin: 0,
      autoFirstPage: false,
      bufferPages: true,
      pdfVersion: '1.7',
      tagged: true,
      displayTitle: true,
      lang: setup.lang,
      // No default face: pdfkit would read Helvetica's metrics for nothing (its typings want a name).
      font: null as never,
      info: { Title: setup.title, Producer: 'Portal de alumnos', Creator: 'Portal de alumnos', CreationDate: setup.createdAt },
    })
    this.#done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Uint8Array) => this.#chunks.push(chunk))
      this.doc.on('end', () => packObjects(Buffer.concat(this.#chunks)).then(resolve, reject))
      this.doc.on('error', reject)
    })
    const fonts = documentFonts()
    this.doc.registerFont('regular', fonts.regular as never)
    this.doc.registerFont('bold', fonts.bold as never)
    this.#root = this.doc.struct('Document')
    this.doc.addStructure(this.#root)
  }

  get left(): number {
    return this.#setup.margin
  }

  get width(): number {
    return PAGE_WIDTH - 2 * this.#setup.margin
  }

  get #bottom(): number {
    return PAGE_HEIGHT - this.#setup.margin - this.#setup.footerHeight
  }

  newPage(): void {
    this.doc.addPage()
    this.#pages++
    this.artifact(() => this.#setup.header(this))
    this.top = this.#setup.margin + this.#setup.headerHeight
  }

  /** Makes room for `height` points, on a new page if need be; true when it started one. */
  ensure(height: number): boolean {
    if (this.#pages > 0 && this.top + height <= this.#bottom) return false
    this.newPage()
    return true
  }

  space(height: number): void {
    this.top += height
  }

  /** Draws what is not content (running heads, rules, repeated table heads) outside the structure tree. */
  artifact(draw: () => void): void {
    this.doc.markContent('Artifact', { type: 'Pagination' })
    draw()
    this.doc.endMarkedContent()
  }

  /** Adds a structure element of `type` under `parent`, whose content is what `draw` puts on the current page. */
  tagged(parent: Struct, type: string, draw: () => void, options: PDFKit.Mixins.StructureElementOptions & { scope?: string } = {}): Struct {
    const element = this.doc.struct(type, options)
    parent.add(element)
    this.mark(element, type, draw)
    element.end()
    return element
  }

  /** Adds to `element` (of `type`) a piece of content on the current page. */
  mark(element: Struct, type: string, draw: () => void): void {
    const content = this.doc.markStructureContent(type)
    draw()
    this.doc.endMarkedContent()
    element.add(content)
  }

  /** `baseline`: distance of the text's baseline from the top edge. */
  text(x: number, baseline: number, text: string, { font = 'regular', size = 10, color = BLACK }: TextStyle = {}): void {
    this.doc.font(font).fontSize(size).fillColor(color)
    this.doc.text(text.normalize('NFC'), x, baseline, { lineBreak: false, baseline: 'alphabetic' })
  }

  textRight(right: number, baseline: number, text: string, style: TextStyle = {}): void {
    this.text(right - this.textWidth(text, style.font ?? 'regular', style.size ?? 10), baseline, text, style)
  }

  rule(x1: number, top: number, x2: number, width = 0.5, color = GRAY): void {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(x1, top).lineTo(x2, top).stroke().restore()
  }

  fill(x: number, top: number, width: number, height: number, color: string): void {
    this.doc.save().rect(x, top, width, height).fill(color).restore()
  }

  textWidth(text: string, font: FontName, size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(text.normalize('NFC'))
  }

  /** `text` shortened with an ellipsis so that it fits in `width`. */
  fitText(text: string, width: number, font: FontName, size: number): string {
    if (this.textWidth(text, font, size) <= width) return text
    let cut = text
    while (cut.length > 0 && this.textWidth(`${cut}…`, font, size) > width) cut = cut.slice(0, -1)
    return `${cut.trimEnd()}…`
  }

  /** Breaks `text` into lines no wider than `width` (a word longer than a line is shortened). */
  wrapText(text: string, width: number, font: FontName, size: number): string[] {
    const lines: string[] = []
    let line = ''
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (this.textWidth(candidate, font, size) <= width) {
        line = candidate
      } else {
        if (line) lines.push(line)
        line = this.fitText(word, width, font, size)
      }
    }
    if (line) lines.push(line)
    return lines.length > 0 ? lines : ['']
  }

  /** A heading of `level` (1 = the document's title), kept on one page with `keepWithNext` points after it. */
  heading(level: 1 | 2 | 3, text: string, style: TextStyle, keepWithNext = 0): void {
    const size = style.size ?? 10
    this.ensure(size * 1.4 + keepWithNext)
    this.tagged(this.#root, `H${level}`, () => this.text(this.left, this.top + size, text, style))
    this.top += size * 1.4
  }

  /** A one-line paragraph. */
  line(text: string, style: TextStyle = {}, keepWithNext = 0): void {
    const size = style.size ?? 10
    this.ensure(size * 1.4 + keepWithNext)
    this.tagged(this.#root, 'P', () => this.text(this.left, this.top + size, text, style))
    this.top += size * 1.4
  }

  /** A paragraph wrapped to the width of the page; one element even when it runs onto the next page. */
  paragraph(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 10
    const element = this.doc.struct('P')
    this.#root.add(element)
    for (const part of this.wrapText(text, this.width, style.font ?? 'regular', size)) {
      this.ensure(size * 1.4)
      this.mark(element, 'P', () => this.text(this.left, this.top + size, part, style))
      this.top += size * 1.4
    }
    element.end()
  }

  /** Label and value pairs, the value wrapped beside its label; each pair is one paragraph. */
  fields(pairs: Array<[label: string, value: string]>, labelWidth: number, size = 10): void {
    const height = size * 1.45
    for (const [label, value] of pairs) {
      const lines = this.wrapText(value, this.width - labelWidth, 'regular', size)
      this.ensure(height * lines.length)
      this.tagged(this.#root, 'P', () => {
        this.text(this.left, this.top + size, label, { font: 'bold', size })
        lines.forEach((part, i) => this.text(this.left + labelWidth, this.top + size + i * height, part, { size }))
      })
      this.top += height * lines.length
    }
  }

  /**
   * A table: a row of header cells, then a row of data cells per entry. When it runs onto more
   * pages its heading is drawn again on each, as an artifact (the tree holds it once).
   */
  table(columns: Column[], rows: Cell[][], size = 8.5): void {
    const lineHeight = size * 1.3
    const titles = columns.map((c) => this.wrapText(c.title, c.width - 2 * CELL_PADDING, 'bold', size))
    const headerHeight = Math.max(...titles.map((t) => t.length)) * lineHeight + 2 * CELL_PADDING
    const table = this.doc.struct('Table')
    this.#root.add(table)
    const drawHeader = (first: boolean) => {
      this.artifact(() => this.fill(this.left, this.top, this.width, headerHeight, LIGHT))
      if (first) {
        const row = this.doc.struct('TR')
        table.add(row)
        this.#cells(columns, titles, size, lineHeight, 'bold', (draw) => this.tagged(row, 'TH', draw, { scope: 'Column' }))
        row.end()
      } else {
        this.artifact(() => this.#cells(columns, titles, size, lineHeight, 'bold', (draw) => draw()))
      }
      this.top += headerHeight
    }
    this.ensure(headerHeight * 2)
    drawHeader(true)
    for (const given of rows) {
      const cells = given.map((cell, i) => {
        const column = columns[i]
        return column?.wrap && typeof cell === 'string' ? this.wrapText(cell, column.width - 2 * CELL_PADDING, 'regular', size) : cell
      })
      const lines = Math.max(1, ...cells.map((cell) => (Array.isArray(cell) ? cell.length : 1)))
      const height = lines * lineHeight + 2 * CELL_PADDING
      if (this.ensure(height)) drawHeader(false)
      const row = this.doc.struct('TR')
      table.add(row)
      this.#cells(columns, cells, size, lineHeight, 'regular', (draw) => this.tagged(row, 'TD', draw))
      row.end()
      this.top += height
      this.artifact(() => this.rule(this.left, this.top, this.left + this.width, 0.3, LIGHT))
    }
    table.end()
  }

  #cells(columns: Column[], row: Cell[], size: number, lineHeight: number, font: FontName, cell: (draw: () => void) => void): void {
    let x = this.left
    columns.forEach((column, i) => {
      const value = row[i] ?? ''
      const inner = column.width - 2 * CELL_PADDING
      const left = x
      cell(() => {
        ;(Array.isArray(value) ? value : [value]).forEach((text, n) => {
          const fitted = this.fitText(text, inner, font, size)
          const baseline = this.top + CELL_PADDING + size + n * lineHeight - 1
          if (column.align === 'right') this.textRight(left + column.width - CELL_PADDING, baseline, fitted, { font, size })
          else this.text(left + CELL_PADDING, baseline, fitted, { font, size })
        })
      })
      x += column.width
    })
  }

  /** Draws every page's foot, knowing the page count, and gives the file's bytes. */
  finish(): Promise<Buffer> {
    this.#root.end()
    const { start, count } = this.doc.bufferedPageRange()
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i)
      this.artifact(() => this.#setup.footer(this, i - start + 1, count))
    }
    this.doc.end()
    return this.#done
  }
}
