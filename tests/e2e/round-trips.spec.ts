import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { studentHome } from './support'

/**
 * Round trips a student waits for when a screen opens, on a slow network (every request takes
 * `LATENCY_MS` more) and before the worker has the portal's code: a call that starts only after
 * another call of the same screen has answered is a waterfall.
 */
const LATENCY_MS = 400

interface Call {
  path: string
  start: number
  end?: number
}

/** The API calls the page makes, with when each started and answered. */
/**
 * Not a screen's: the current cycle's report card (its cycles, then its PDF) is kept for offline
 * reading in the background, after the first screens have drawn.
 */
const BACKGROUND = /^\/api\/student\/(reportcard|pdf)$/

function watchCalls(page: Page) {
  const calls: Call[] = []
  const byRequest = new Map<object, Call>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/api/') || request.method() !== 'GET' || BACKGROUND.test(url.pathname)) return
    const call: Call = { path: url.pathname.slice('/api'.length), start: Date.now() }
    byRequest.set(request, call)
    calls.push(call)
  })
  const answered = (request: object) => {
    const call = byRequest.get(request)
    if (call) call.end = Date.now()
  }
  page.on('requestfinished', answered)
  page.on('requestfailed', answered)
  return calls
}

/** Calls that started after an earlier call of the same screen had answered. */
function waterfalls(calls: Call[]) {
  return calls.filter((call) => calls.some((earlier) => earlier.end !== undefined && earlier.end <= call.start)).map((call) => call.path)
}

// Every request goes over the slowed network (the worker would answer the code at once).
test.use({ serviceWorkers: 'block' })

test('each main screen asks for all its data at once: no call waits for another', async ({ page, context, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 })
  const calls = watchCalls(page)
  const nav = page.getByRole('navigation', { name: 'Menú principal' })

  const screens: { link: string; shown: () => Promise<void>; dependent?: RegExp }[] = [
    { link: 'Credencial digital', shown: () => expect(page.getByRole('img', { name: 'Código QR de tu credencial' })).toBeVisible() },
    { link: 'Pagos y estado de cuenta', shown: () => expect(page.getByRole('region', { name: 'Estado de cuenta' }).getByRole('table')).toBeVisible() },
    {
      link: 'Expediente digital',
      shown: () => expect(page.getByText('CURP').first()).toBeVisible(),
      // The API lists a file's documents by the file's id, which only the list of files gives.
      dependent: /^\/digitalfile\/student\/documents$/,
    },
    { link: 'Centro de ayuda', shown: () => expect(page.getByRole('heading', { level: 2, name: 'Tickets abiertos' })).toBeVisible() },
    { link: 'Materias', shown: () => expect(page.getByRole('table', { name: /^Calificaciones de / }).first()).toBeVisible() },
    { link: 'Inicio', shown: () => studentHome(page) },
  ]
  for (const screen of screens) {
    calls.length = 0
    // By keyboard: a pointer crossing other links on its way would start their screens too.
    await nav.getByRole('link', { name: screen.link, exact: true }).focus()
    await page.keyboard.press('Enter')
    await screen.shown()
    await expect.poll(() => calls.every((call) => call.end !== undefined)).toBe(true)
    const late = waterfalls(calls).filter((path) => !screen.dependent?.test(path))
    expect(late, `${screen.link}: calls that waited for another (${calls.map((c) => c.path).join(', ')})`).toEqual([])
    // No call is made twice for one opening.
    const paths = calls.map((call) => call.path).filter((path) => !screen.dependent?.test(path))
    expect(new Set(paths).size, `${screen.link}: ${paths.join(', ')}`).toBe(paths.length)
  }
})

test('pointing at a menu entry, by keyboard focus, starts its screen’s data before it opens', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  const calls = watchCalls(page)
  const nav = page.getByRole('navigation', { name: 'Menú principal' })
  const cases = [
    { link: 'Materias', path: '/student/subject' },
    { link: 'Centro de ayuda', path: '/monitor/op/tickets' },
    { link: 'Expediente digital', path: '/digitalfile/student/all' },
  ]
  for (const { link, path } of cases) {
    await nav.getByRole('link', { name: link, exact: true }).focus()
    await expect.poll(() => calls.filter((call) => call.path === path && call.end !== undefined).length).toBe(1)
  }
  // Opened afterwards, the screen shows what was fetched then (still fresh), without asking again.
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Expediente digital' })).toBeVisible()
  await expect(page.getByText('CURP').first()).toBeVisible()
  expect(calls.filter((call) => call.path === '/digitalfile/student/all')).toHaveLength(1)
})
