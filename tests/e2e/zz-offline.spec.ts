import { expect, test } from '@playwright/test'
import { signInAsStudent } from './support'
test('offline debug', async ({ page, context }) => {
  page.on('requestfailed', (r) => console.log('FAILED', r.url(), r.failure()?.errorText))
  await signInAsStudent(page)
  await page.evaluate(async () => { await navigator.serviceWorker.ready })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await page.waitForTimeout(1000)
  const keys = await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name)
    const name = names.find((n) => n?.startsWith('portal-user-'))!
    return new Promise((resolve) => { const req = indexedDB.open(name); req.onsuccess = () => { const tx = req.result.transaction('snapshots'); const all = tx.objectStore('snapshots').getAllKeys(); all.onsuccess = () => resolve(all.result) } })
  })
  console.log('KEYS', JSON.stringify(keys))
  await context.setOffline(true)
  await page.reload()
  await page.waitForTimeout(4000)
})
