import { PAGE_HEIGHT, PAGE_WIDTH } from './document.ts'
import { fitText, pdfString, textWidth, wrapText, type FontName } from './fonts.ts'

export type Rgb = readonly [number, number, number]

export const BLACK: Rgb = [0, 0, 0]
export const GRAY: Rgb = [0.45, 0.45, 0.45]
export const LIGHT: Rgb = [0.92, 0.92, 0.92]

export interface TextStyle {
  font?: FontName
  size?: number
  color?: Rgb
}

const num = (n: number) => String(Math.round(n * 100) / 100)
const rgb = ([r, g, b]: Rgb) => `${num(r)} ${num(g)} ${num(b)}`

/** `#b3102c` → [0.7, 0.06, 0.17] */
export function hexColor(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255]
}

/** One page's drawing operators. Positions are measured from the top-left corner, in points. */
export class Page {
  readonly #ops: string[] = []

  /** `baseline`: distance of the text's baseline from the top edge. */
  text(x: number, baseline: number, text: string, { font = 'regular', size = 10, color = BLACK }: TextStyle = {}): void {
    const resource = font === 'bold' ? 'F2' : 'F1'
    this.#ops.push(`BT /${resource} ${num(size)} Tf ${rgb(color)} rg ${num(x)} ${num(PAGE_HEIGHT - baseline)} Td ${pdfString(text)} Tj ET`)
  }

  textRight(right: number, baseline: number, text: string, style: TextStyle = {}): void {
    this.text(right - textWidth(text, style.font ?? 'regular', style.size ?? 10), baseline, text, style)
  }

  line(x1: number, top1: number, x2: number, top2: number, width = 0.5, color: Rgb = GRAY): void {
    this.#ops.push(`${num(width)} w ${rgb(color)} RG ${num(x1)} ${num(PAGE_HEIGHT - top1)} m ${num(x2)} ${num(PAGE_HEIGHT - top2)} l S`)
  }

  fill(x: number, top: number, width: number, height: number, color: Rgb): void {
    this.#ops.push(`${rgb(color)} rg ${num(x)} ${num(PAGE_HEIGHT - top - height)} ${num(width)} ${num(height)} re f`)
  }

  content(): string {
    return this.#ops.join('\n')
  }
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

export interface ComposerOptions {
  margin: number
  headerHeight: number
  footerHeight: number
  /** Draws the running head of every page. */
  header: (page: Page) => void
}

const CELL_PADDING = 3

/** Lays content out top to bottom, starting a new page whenever the next piece would not fit. */
export class Composer {
  readonly pages: Page[] = []
  /** Distance of the cursor from the top edge of the current page. */
  top = 0
  readonly #options: ComposerOptions

  constructor(options: ComposerOptions) {
    this.#options = options
  }

  get left(): number {
    return this.#options.margin
  }

  get width(): number {
    return PAGE_WIDTH - 2 * this.#options.margin
  }

  get page(): Page {
    const page = this.pages.at(-1)
    if (!page) throw new Error('no page yet')
    return page
  }

  newPage(): void {
    const page = new Page()
    this.pages.push(page)
    this.#options.header(page)
    this.top = this.#options.margin + this.#options.headerHeight
  }

  /** Makes room for `height` points, on a new page if need be; true when it started one. */
  ensure(height: number): boolean {
    if (this.pages.length > 0 && this.top + height <= PAGE_HEIGHT - this.#options.margin - this.#options.footerHeight) return false
    this.newPage()
    return true
  }

  space(height: number): void {
    this.top += height
  }

  line(text: string, style: TextStyle = {}, keepWithNext = 0): void {
    const size = style.size ?? 10
    const height = size * 1.4
    this.ensure(height + keepWithNext)
    this.page.text(this.left, this.top + size, text, style)
    this.top += height
  }

  paragraph(text: string, style: TextStyle = {}): void {
    for (const part of wrapText(text, this.width, style.font ?? 'regular', style.size ?? 10)) this.line(part, style)
  }

  /** Label and value pairs, the value wrapped beside its label. */
  fields(pairs: Array<[label: string, value: string]>, labelWidth: number, size = 10): void {
    const height = size * 1.45
    for (const [label, value] of pairs) {
      const lines = wrapText(value, this.width - labelWidth, 'regular', size)
      this.ensure(height * lines.length)
      this.page.text(this.left, this.top + size, label, { font: 'bold', size })
      lines.forEach((part, i) => this.page.text(this.left + labelWidth, this.top + size + i * height, part, { size }))
      this.top += height * lines.length
    }
  }

  /** A table whose heading row is repeated on every page it runs onto. */
  table(columns: Column[], rows: Cell[][], size = 8.5): void {
    const lineHeight = size * 1.3
    const headerHeight = lineHeight + 2 * CELL_PADDING
    const drawHeader = () => {
      this.page.fill(this.left, this.top, this.width, headerHeight, LIGHT)
      this.#cells(columns, columns.map((c) => c.title), size, lineHeight, 'bold')
      this.top += headerHeight
    }
    this.ensure(headerHeight * 2)
    drawHeader()
    for (const given of rows) {
      const row = given.map((cell, i) => {
        const column = columns[i]
        return column?.wrap && typeof cell === 'string' ? wrapText(cell, column.width - 2 * CELL_PADDING, 'regular', size) : cell
      })
      const lines = Math.max(1, ...row.map((cell) => (Array.isArray(cell) ? cell.length : 1)))
      const height = lines * lineHeight + 2 * CELL_PADDING
      if (this.ensure(height)) drawHeader()
      this.#cells(columns, row, size, lineHeight, 'regular')
      this.top += height
      this.page.line(this.left, this.top, this.left + this.width, this.top, 0.3, LIGHT)
    }
  }

  #cells(columns: Column[], row: Cell[], size: number, lineHeight: number, font: FontName): void {
    let x = this.left
    columns.forEach((column, i) => {
      const cell = row[i] ?? ''
      const inner = column.width - 2 * CELL_PADDING
      ;(Array.isArray(cell) ? cell : [cell]).forEach((text, n) => {
        const fitted = fitText(text, inner, font, size)
        const baseline = this.top + CELL_PADDING + size + n * lineHeight - 1
        if (column.align === 'right') this.page.textRight(x + column.width - CELL_PADDING, baseline, fitted, { font, size })
        else this.page.text(x + CELL_PADDING, baseline, fitted, { font, size })
      })
      x += column.width
    })
  }

  /** Content streams, after `footer` has drawn each page's foot knowing the page count. */
  finish(footer: (page: Page, number: number, total: number) => void): string[] {
    this.pages.forEach((page, i) => footer(page, i + 1, this.pages.length))
    return this.pages.map((page) => page.content())
  }
}
