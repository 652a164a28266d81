import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { outboxBadge, signIn } from './support'
import { addNotifications, expectReadOnce, killProfile, newProfileDir, notificationState, openProfile, userDbRows } from './profile'

const ACCOUNT = '010245871'

async function signedInWithWorker(page: Page) {
  await signIn(page, 'alumno')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

test('with no signal, a restarted browser shows the signed-in identity and the notifications with their age', async () => {
  const dir = newProfileDir()
  let context = await openProfile(dir)
  let page = await context.newPage()
  await signedInWithWorker(page)
  await page.goto('/notifications')
  await expect(page.getByRole('heading', { name: 'Hoy' })).toBeVisible()
  await context.close()

  context = await openProfile(dir, { offline: true })
  page = context.pages()[0]!
  await page.goto('/notifications')
  await expect(page.getByText('Valeria Hernández Ruiz').first()).toBeVisible()
  await expect(page.getByText('Sin conexión', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Hoy' })).toBeVisible()
  await expect(page.getByText(/actualizado hace/)).toBeVisible()
  // A screen never downloaded says so instead of spinning.
  await page.goto('/settings/devices')
  await expect(page.getByText('Sin conexión. La lista de dispositivos se consulta con conexión.')).toBeVisible()
  await context.close()
})

test('signing in once is enough: the worker keeps the first screen it did not yet serve, and the next start with no signal shows it', async () => {
  const dir = newProfileDir()
  let context = await openProfile(dir)
  let page = await context.newPage()
  // A slow phone: the worker is installed only after the home has had its answers.
  let installWorker = () => {}
  const held = new Promise<void>((resolve) => (installWorker = resolve))
  await context.route('**/sw.js', async (route) => {
    await held
    await route.continue()
  })
  await signIn(page, 'alumno')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Alumno seleccionado' })).toBeVisible()
  installWorker()
  // Only once the worker is in charge can it keep anything; then the home's answers are fetched again through it.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  const savedKinds = async () => (await userDbRows<{ kind: string }>(page, 'snapshots')).map((row) => row.kind)
  await expect.poll(savedKinds, { timeout: 20_000 }).toEqual(expect.arrayContaining(['user', 'menu']))
  await context.close()

  context = await openProfile(dir, { offline: true })
  page = context.pages()[0]!
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect(page.getByText('Valeria Hernández Ruiz').first()).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Credencial digital' })).toBeVisible()
  await context.close()
})

test('50 read receipts queued offline across 5 killed browsers are all applied exactly once', async () => {
  test.setTimeout(240_000)
  const ids = await addNotifications(ACCOUNT, 50)
  const dir = newProfileDir()
  let context = await openProfile(dir)
  let page = await context.newPage()
  await signedInWithWorker(page)
  await page.goto('/notifications')
  await expect(page.getByRole('button', { name: new RegExp(`Documento asignado ${ids[0]}\\b`) })).toBeVisible()
  await context.close()

  for (let round = 0; round < 5; round++) {
    context = await openProfile(dir, { offline: true })
    page = context.pages()[0]!
    for (let i = 1; i <= 10; i++) {
      await page.goto('/notifications')
      await page.getByRole('button', { name: new RegExp(`Documento asignado ${ids[round * 10 + i - 1]}\\b`) }).click()
      await expect(page).toHaveURL(/\/digital-files$/)
    }
    // Nothing is lost: every tap is either still queued here or already applied by the server
    // (a restarted browser may reopen the portal online for a moment before the network goes).
    const applied = (await notificationState(ACCOUNT)).filter((n) => ids.includes(n.id) && n.viewedCount > 0).length
    const queued = (round + 1) * 10 - applied
    if (queued > 0) await expect(outboxBadge(page)).toHaveAccessibleName(`Pendientes de envío: ${queued}`)
    await killProfile(dir)
    await context.close().catch(() => undefined)
  }

  context = await openProfile(dir)
  page = await context.newPage()
  await page.goto('/notifications')
  await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible()
  await expectReadOnce(ACCOUNT, ids)
  await expect(outboxBadge(page)).toHaveCount(0)
  await context.close()
})
