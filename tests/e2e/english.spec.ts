import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { studentHome } from './support'

const LOCALES = join(import.meta.dirname, '..', '..', 'locales')

/** Each message of a catalog, as `[msgid, msgstr]` (long fields joined). */
function messagesOf(file: string): Array<[string, string]> {
  const unquote = (lines: string) => [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('')
  return readFileSync(file, 'utf8')
    .split(/\n\n+/)
    .filter((entry) => !entry.startsWith('#~'))
    .flatMap((entry) => {
      const match = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/m.exec(`${entry}\n`)
      if (!match) return []
      const id = unquote(match[1]!)
      return id === '' ? [] : [[id, unquote(match[2]!) || id] as [string, string]]
    })
}

/** Index of the brace that closes the one at `open`. */
function closing(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i
  }
  return text.length - 1
}

/** A message with its plural or select choices spelled out: one text per choice. */
function choicesOf(message: string): string[] {
  const choice = /\{\w+, (?:plural|select|selectordinal),/.exec(message)
  if (!choice) return [message]
  const end = closing(message, choice.index)
  const before = message.slice(0, choice.index)
  const after = message.slice(end + 1)
  const options: string[] = []
  for (let i = choice.index + choice[0].length; i < end; i++) {
    if (message[i] !== '{') continue
    const close = closing(message, i)
    options.push(message.slice(i + 1, close).replaceAll('#', '{count}'))
    i = close
  }
  return options.flatMap((option) => choicesOf(`${before}${option}${after}`))
}

/**
 * The pieces of a message that each become one text node: Lingui's tags (`<0>`, `</0>`, `<0/>`)
 * cut a message into nodes of their own. A piece without two letters of its own says nothing.
 */
const piecesOf = (message: string) =>
  choicesOf(message)
    .flatMap((text) => text.split(/<\/?\d+\/?>/))
    .map((piece) => piece.trim())
    .filter((piece) => /\p{L}{2}/u.test(piece.replace(/\{[^{}]*\}/g, '')))

/**
 * The portal's own Spanish words: every piece of the Spanish catalogs that no English message
 * has, as the source of a pattern a whole text node must match (a placeholder stands for any text).
 */
function portalSpanish(): string[] {
  const catalogs = readdirSync(join(LOCALES, 'es')).filter((name) => name.endsWith('.po'))
  const english = new Set(catalogs.flatMap((name) => messagesOf(join(LOCALES, 'en', name)).flatMap(([, text]) => piecesOf(text))))
  const spanish = new Set(catalogs.flatMap((name) => messagesOf(join(LOCALES, 'es', name)).flatMap(([, text]) => piecesOf(text))))
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
  return [...spanish]
    .filter((piece) => !english.has(piece))
    .map((piece) => `^${piece.split(/\{[^{}]*\}/).map(escape).join('[\\s\\S]+?')}$`)
}

/**
 * Words and endings of Spanish that English text never has (the months too: a term's name is
 * written from its code): server text left unmarked shows itself by them even when the portal
 * has no message like it.
 */
const SPANISH_MARKS = String.raw`(?:^|[^\p{L}])(?:de|del|la|los|las|el|por|para|con|tu|tus|y|una|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)(?![\p{L}])|ción|ñ|¿|¡`

/**
 * Text of `main` a screen reader would read in the page's language (English): every text node
 * not inside an element marked `lang="es"` and not hidden (visually hidden text counts).
 */
function unmarkedSpanish(page: Page, patterns: readonly string[]) {
  return page.getByRole('main').evaluate(
    (main, { patterns, marks }) => {
      const portal = patterns.map((source) => new RegExp(source, 'u'))
      const spanish = new RegExp(marks, 'iu')
      const found: string[] = []
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
      while (walker.nextNode()) {
        const node = walker.currentNode
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
        const parent = node.parentElement
        if (!text || !parent || parent.closest('[lang]')?.getAttribute('lang')?.startsWith('es')) continue
        // An option is drawn by its select: the select's visibility is the option's.
        const shown = parent.closest('select') ?? parent
        if (!shown.checkVisibility({ visibilityProperty: true })) continue
        if (spanish.test(` ${text} `) || portal.some((pattern) => pattern.test(text))) found.push(text)
      }
      return found
    },
    { patterns, marks: SPANISH_MARKS },
  )
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

/** Opens a screen the way a person does (its menu link, or its address when the menu has none) and waits until `shown` is on it. */
async function open(page: Page, path: string, shown: (page: Page) => Locator) {
  const link = menu(page).locator(`a[href="${path}"]`)
  if ((await link.count()) > 0) await link.first().click()
  else await page.goto(path)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await expect(shown(page).first()).toBeVisible()
}

/** The main screens, each with what a person sees once its data is there. */
const SCREENS: ReadonlyArray<[string, (page: Page) => Locator]> = [
  ['/home', (page) => page.getByRole('region', { name: 'News' })],
  ['/credential', (page) => page.getByText(/^Valid until /)],
  ['/notifications', (page) => page.getByRole('heading', { level: 2, name: 'Today' })],
  ['/digital-files', (page) => page.getByText(/^\d+ of \d+ documents approved$/)],
  ['/subjects', (page) => page.getByRole('columnheader', { name: 'Grade', exact: true })],
  ['/agenda', (page) => page.getByRole('button', { name: /, Classes$/ })],
  ['/report-card', (page) => page.getByRole('button', { name: 'View report card' })],
  ['/academic-progress', (page) => page.getByText('Study mode')],
  ['/assistance', (page) => page.getByRole('link', { name: /^MON-/ })],
  ['/perfil', (page) => page.getByText('On your credential')],
  ['/student-information/contact', (page) => page.getByRole('button', { name: /^Change address/ })],
  ['/student-information/parents', (page) => page.getByText('Occupation')],
  ['/student-information/personal', (page) => page.getByRole('heading', { name: 'Change requests' })],
  ['/online-services', (page) => page.getByRole('heading', { name: 'Job board' })],
  ['/digital-resources', (page) => page.getByText(/^Page 1 of \d+$/)],
  ['/online-window', (page) => page.getByRole('link', { name: 'Go to reenrollment' })],
  ['/subject-strip', (page) => page.getByRole('table', { name: /^Subjects for term / })],
  ['/formalities', (page) => page.getByRole('heading', { name: 'Documents you can request' })],
  ['/online-classes', (page) => page.getByRole('heading', { level: 2, name: /^This week/ })],
  ['/payments', (page) => page.getByRole('columnheader', { name: 'Concept' })],
  ['/payments/pay', (page) => page.getByRole('region', { name: 'Other services' })],
]

test('in English, no screen shows Spanish of its own: what the server writes in Spanish is marked as Spanish', async ({ page, startSignedIn }) => {
  const patterns = portalSpanish()
  await startSignedIn('alumno')
  await studentHome(page)
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { name: 'Student and program' })).toBeVisible()

  const found: Record<string, string[]> = {}
  for (const [path, shown] of SCREENS) {
    await open(page, path, shown)
    const spanish = await unmarkedSpanish(page, patterns)
    if (spanish.length > 0) found[path] = [...new Set(spanish)]
  }
  expect(found, 'Spanish outside [lang="es"] in English').toEqual({})
})
