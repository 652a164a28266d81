import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

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
  // A screen still arriving is audited once it has settled, not half-drawn.
  await page.waitForLoadState('domcontentloaded')
  const found = await findings(page)
  expect(found, `accessibility findings on ${state}`).toEqual([])
}

export const test = base.extend<{ auditLastState: void }>({
  auditLastState: [
    async ({ page }, use, testInfo) => {
      await use()
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return
      if (!/^https?:/.test(page.url())) return
      await expectAccessible(page, `the last state of "${testInfo.title}"`)
    },
    { auto: true },
  ],
})

export { expect }
