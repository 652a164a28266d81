import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { PORTS } from '../../playwright.config'
import { signalAsAPhoneSeesIt } from './signal'
import { selectionSaved, signIn, type DemoUser } from './support'

/** Findings that fail a test; minor and moderate ones are reported by the audit script only. */
const FAILING_IMPACTS = new Set(['serious', 'critical'])

/**
 * Rules beyond axe's defaults: the accessible name of a control must contain its visible text
 * (voice control users say what they see).
 */
const EXTRA_RULES = ['label-content-name-mismatch']

async function findings(page: Page) {
  // axe.run in the page itself: every frame of the portal (the provider's too) is same-origin, so
  // the default's extra blank page per audit (cross-origin frames) would only cost a second each.
  const builder = new AxeBuilder({ page }).setLegacyMode().withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
  for (const rule of EXTRA_RULES) builder.options({ rules: { [rule]: { enabled: true } } })
  const results = await builder.analyze()
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')} → ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
    }))
}

/**
 * Runs axe-core on what the page shows now and fails on serious or critical findings. Call it at
 * each screen and state worth checking; every test also gets one run on its last state.
 */
export async function expectAccessible(page: Page, state = page.url()) {
  // A screen still arriving is audited once it has settled, not half-drawn: loaded, and its
  // fades and transitions over.
  await page.waitForLoadState('domcontentloaded')
  await animationsOver(page)
  let found = await findings(page)
  // Data that arrived after that wait may have started a fade of its own during the audit (text
  // halfway through a fade-in reads as low contrast): what is still wrong once it is over is what
  // a person sees, so a finding is audited once more before it counts.
  if (found.length > 0) {
    await animationsOver(page)
    found = await findings(page)
  }
  expect(found, `accessibility findings on ${state}`).toEqual([])
}

/** Waits, up to 5 s, until no finite animation runs (a spinner never ends: it is audited as it is). */
async function animationsOver(page: Page) {
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined)
}

/** The demo users a test may start signed in as: those with a home of their own. */
export type SignedInUser = Extract<DemoUser, 'alumno' | 'tutor' | 'admin'>
export type Brand = 'uvm' | 'unitec'
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
/** Each origin's databases, as `storageState({ indexedDB: true })` adds them (left out of Playwright's types). */
type OriginState = StorageState['origins'][number] & { indexedDB?: { name: string; stores: { name: string; records: unknown[] }[] }[] }

const brandOrigin = (brand: Brand) => `http://localhost:${PORTS[brand]}`

/** Items still waiting in the person's outbox (the sign-in's binnacle entry among them). */
function queuedItems(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((db) => db.name ?? '').find((db) => db.startsWith('portal-user-'))
    if (!name) return 0
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error as Error)
    })
    const count = await new Promise<number>((resolve, reject) => {
      const request = db.transaction('outbox').objectStore('outbox').count()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error as Error)
    })
    db.close()
    return count
  })
}

/**
 * The state without the answers the portal saved for offline use (the persisted query cache and
 * the database's snapshots): a test then sees the server's data as it is now, as after a real
 * sign-in, never a copy of the home kept when the state was taken. The choice of student and
 * career stays.
 */
function withoutSavedAnswers(state: StorageState): StorageState {
  return {
    ...state,
    origins: state.origins.map((origin: OriginState) => ({
      ...origin,
      localStorage: origin.localStorage.filter((item) => !item.name.startsWith('portal.query-cache')),
      indexedDB: origin.indexedDB?.map((database) => ({
        ...database,
        stores: database.stores.map((store) => (store.name === 'snapshots' ? { ...store, records: [] } : store)),
      })),
    })),
  }
}

/**
 * Signs `user` in at `brand` the way a person does (the provider's form) in a browser of its own,
 * waits for the first home to be drawn and saved, and returns what that browser then holds:
 * the provider's session cookie, the last user, and the person's database.
 */
async function signInOnce(browser: Browser, options: { locale?: string; timezoneId?: string }, user: SignedInUser, brand: Brand): Promise<StorageState> {
  const context = await browser.newContext({ ...options, baseURL: brandOrigin(brand) })
  try {
    const page = await context.newPage()
    await signIn(page, user)
    if (user === 'admin') await expect(page.getByRole('heading', { name: 'Alumno consultado' })).toBeVisible()
    // The home keeps its first choice of student and career in the person's database.
    else await selectionSaved(page)
    // Nothing is left to send: a restored outbox would send the same sign-in again from every test.
    await expect.poll(() => queuedItems(page), { timeout: 20_000 }).toBe(0)
    return withoutSavedAnswers(await context.storageState({ indexedDB: true }))
  } finally {
    await context.close()
  }
}

export type StartSignedIn = (user: SignedInUser, options?: { start?: string; brand?: Brand }) => Promise<void>

export const test = base.extend<
  {
    auditLastState: void
    /**
     * Starts the test's browser signed in as `user`, as a real sign-in left it (see
     * `signedInStates`), and opens `start` (the home by default; at the brand's server).
     * For tests whose subject is not the sign-in: one that signs out must sign in for real,
     * or it would end the session the others start from.
     */
    startSignedIn: StartSignedIn
  },
  {
    signedInStates: (user: SignedInUser, brand: Brand) => Promise<StorageState>
    /** The last states audited so far in this worker: path, language, colour scheme and open dialog. */
    auditedStates: Set<string>
  }
>({
  // A test's browser loses its signal as a phone does, in every document it loads.
  context: async ({ context }, use) => {
    signalAsAPhoneSeesIt(context)
    await use(context)
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  auditedStates: [async ({}, use) => use(new Set()), { scope: 'worker' }],
  /**
   * One real sign-in per user and brand in each worker, kept for its tests: each of them starts from
   * the same provider session in a browser of its own, so what one test changes in the browser
   * (a choice of student, the language) stays in that test.
   */
  signedInStates: [
    async ({ browser }, use, workerInfo) => {
      const { locale, timezoneId } = workerInfo.project.use
      const states = new Map<string, Promise<StorageState>>()
      await use((user, brand) => {
        const key = `${user}@${brand}`
        let state = states.get(key)
        if (!state) {
          state = signInOnce(browser, { locale, timezoneId }, user, brand)
          // A failed sign-in is tried again by the next test that asks, not handed on.
          state.catch(() => states.delete(key))
          states.set(key, state)
        }
        return state
      })
    },
    { scope: 'worker' },
  ],
  startSignedIn: async ({ context, page, signedInStates }, use) => {
    await use(async (user, { start = '/', brand = 'uvm' } = {}) => {
      await context.setStorageState(await signedInStates(user, brand))
      await page.goto(new URL(start, brandOrigin(brand)).href)
    })
  },
  auditLastState: [
    async ({ page, auditedStates }, use, testInfo) => {
      await use()
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return
      if (!/^https?:/.test(page.url())) return
      // A screen in a state already audited at the end of an earlier test is not audited again.
      const state = await page.evaluate(() => {
        const dialog = document.querySelector('[role=dialog], [role=alertdialog]')
        const root = document.documentElement
        return [location.pathname, root.lang, root.classList.contains('dark'), dialog?.getAttribute('aria-label') ?? dialog?.id ?? ''].join(' ')
      })
      if (auditedStates.has(state)) return
      auditedStates.add(state)
      await expectAccessible(page, `the last state of "${testInfo.title}"`)
    },
    { auto: true },
  ],
})

export { expect }
