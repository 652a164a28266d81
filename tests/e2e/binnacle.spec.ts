import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { BASE_URL } from './profile'
import { outboxBadge, signedInUnderWorker } from './support'

interface Entry {
  action: string
  eventuality: string | null
  browser: string
  device: string
  detail: string | null
}

/** What the reference server's binnacle holds for the demo student. */
async function entries(): Promise<Entry[]> {
  const response = await fetch(`${BASE_URL}/__test__/state/binnacle?email=alumno@demo.edu.mx`)
  expect(response.ok).toBe(true)
  return (await response.json()) as Entry[]
}

/** Audit entries waiting in the person's outbox (their database in this browser). */
function queuedAuditActions(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((db) => db.name ?? '').find((db) => db.startsWith('portal-user-'))
    if (!name) return []
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const items = await new Promise<Array<{ kind: string; body: { action: string } }>>((resolve, reject) => {
      const all = db.transaction('outbox').objectStore('outbox').getAll()
      all.onsuccess = () => resolve(all.result as Array<{ kind: string; body: { action: string } }>)
      all.onerror = () => reject(all.error)
    })
    db.close()
    return items.filter((item) => item.kind === 'binnacle').map((item) => item.body.action)
  })
}

test('the binnacle gets the sign-in, and a download made with no signal once the signal returns, without the person seeing a pending item', async ({ page, context }) => {
  const before = (await entries()).length
  await signedInUnderWorker(page)
  await expect.poll(async () => (await entries()).slice(before).map((entry) => entry.action)).toContain('Inicio de sesión')

  await page.goto('/agenda')
  const exportIcs = page.getByRole('button', { name: 'Exportar calendario (.ics)' })
  // The week's events are on screen: the export has something to save.
  await expect(exportIcs).toBeEnabled()
  // Other tests may have saved the same week's calendar: only what arrives from here on counts.
  const since = (await entries()).length
  const arrived = async () => (await entries()).slice(since)
  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible()
  const downloading = page.waitForEvent('download')
  await exportIcs.click()
  const name = (await downloading).suggestedFilename()
  // The entry waits in the person's queue, yet nothing shows as "pendiente de envío": audit entries are not their business.
  await expect.poll(() => queuedAuditActions(page)).toContain('Descarga')
  await expect(outboxBadge(page)).toHaveCount(0)
  expect((await arrived()).filter((entry) => entry.detail === name)).toEqual([])

  await context.setOffline(false)
  await expect
    .poll(async () => (await arrived()).filter((entry) => entry.detail === name))
    .toEqual([{ action: 'Descarga', eventuality: 'Sin conexión', browser: 'Chrome', device: 'Escritorio', detail: name, id: expect.any(Number), email: 'alumno@demo.edu.mx', portal: 'uvm', service: null, createdAt: expect.any(String) }])
})
