/**
 * Reads the server's documents the way a person's software does: pdf.js (the portal's viewer)
 * opens the file, extracts each page's text, and reads the structure tree that screen readers
 * follow, with the text of every tagged piece of content attached to its element.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

/** An element of the structure tree (H1, Table, TR, TH, TD, P…) and what it holds, in reading order. */
export interface StructElement {
  role: string
  alt?: string
  children: StructElement[]
  /** The text of the content marked for this element itself (not its children's). */
  text: string
}

/** A piece of text and where it sits: the roles of its structure element and its ancestors, outermost first; `['Artifact']` for running heads and other artifacts, `[]` when untagged. */
export interface PlacedText {
  text: string
  roles: string[]
}

export interface ReadPdf {
  pages: number
  /** Each page's size in points, [width, height]. */
  sizes: Array<[number, number]>
  /** Each page's text items, in drawing order. */
  text: string[][]
  title: unknown
  language: unknown
  marked: boolean
  displayDocTitle: unknown
  /** Each page's structure tree below its root. */
  structure: StructElement[][]
  /** Each page's text items with their place in the structure tree. */
  placed: PlacedText[][]
  /** The fonts the pages draw with, by name (a subset's six-letter tag included), and the size of the font program each embeds (0: not embedded). */
  fonts: Map<string, number>
}

interface StructNode {
  role?: string
  alt?: string
  type?: string
  id?: string
  children?: StructNode[]
}

function rolesById(node: StructNode, above: string[], into: Map<string, string[]>): void {
  const roles = node.role ? [...above, node.role] : above
  for (const child of node.children ?? []) {
    if (child.type === 'content' && child.id) into.set(child.id, roles)
    else rolesById(child, roles, into)
  }
}

function elementOf(node: StructNode, textById: Map<string, string>): StructElement {
  const children: StructElement[] = []
  const text: string[] = []
  for (const child of node.children ?? []) {
    if (child.type === 'content' && child.id) text.push(textById.get(child.id) ?? '')
    else if (child.role) children.push(elementOf(child, textById))
  }
  return { role: node.role ?? '', ...(node.alt ? { alt: node.alt } : {}), children, text: text.join(' ').trim() }
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const task = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, enableXfa: false, verbosity: 0, fontExtraProperties: true })
  try {
    const doc = await task.promise
    const result: ReadPdf = { pages: doc.numPages, sizes: [], text: [], title: undefined, language: undefined, marked: false, displayDocTitle: undefined, structure: [], placed: [], fonts: new Map() }
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n)
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view
      result.sizes.push([x1 - x0, y1 - y0])
      const operators = await page.getOperatorList()
      operators.fnArray.forEach((op, i) => {
        if (op !== OPS.setFont) return
        const font = page.commonObjs.get(operators.argsArray[i][0]) as { name: string; missingFile: boolean; data?: Uint8Array }
        result.fonts.set(font.name, font.missingFile ? 0 : (font.data?.length ?? 0))
      })
      const content = await page.getTextContent({ includeMarkedContent: true })
      const tree = (await page.getStructTree()) as StructNode | null
      const roles = new Map<string, string[]>()
      if (tree) rolesById(tree, [], roles)
      const strings: string[] = []
      const placed: PlacedText[] = []
      const textById = new Map<string, string>()
      const open: Array<{ id: string | null; tag: string | undefined }> = []
      for (const item of content.items) {
        if ('str' in item) {
          if (item.str.trim() === '') continue
          strings.push(item.str)
          const id = open.findLast((entry) => entry.id !== null)?.id
          if (id) textById.set(id, `${textById.get(id) ?? ''} ${item.str}`.trim())
          const artifact = open.some((entry) => entry.tag === 'Artifact')
          placed.push({ text: item.str, roles: artifact ? ['Artifact'] : id ? (roles.get(id) ?? []) : [] })
        } else if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') {
          // pdf.js gives the tag too (e.g. "Artifact"), beyond its typings.
          const { tag } = item as { tag?: string }
          open.push({ id: item.type === 'beginMarkedContentProps' && typeof item.id === 'string' ? item.id : null, tag })
        } else if (item.type === 'endMarkedContent') {
          open.pop()
        }
      }
      result.text.push(strings)
      result.placed.push(placed)
      result.structure.push((tree?.children ?? []).map((node) => elementOf(node, textById)))
    }
    const { info } = await doc.getMetadata()
    result.title = (info as { Title?: unknown }).Title
    result.language = (info as { Language?: unknown }).Language
    // pdf.js answers with a Map, whatever its typings say.
    const markInfo = (await doc.getMarkInfo()) as unknown as Map<string, boolean> | null
    result.marked = markInfo?.get('Marked') === true
    result.displayDocTitle = (await doc.getViewerPreferences())?.get('DisplayDocTitle')
    return result
  } finally {
    await task.destroy()
  }
}

/** Every element of `roots` and below, depth first (reading order). */
export function* walk(roots: StructElement[]): Generator<StructElement> {
  for (const element of roots) {
    yield element
    yield* walk(element.children)
  }
}

/** The text of an element and everything inside it. */
export const textOf = (element: StructElement): string =>
  [element.text, ...element.children.map(textOf)].filter(Boolean).join(' ')
