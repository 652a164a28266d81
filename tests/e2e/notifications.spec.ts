import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { addNotifications, expectReadOnce } from './profile'
import { studentHome } from './support'

/** alumno's first account: the seed gives it every type code today, yesterday and before. */
const ACCOUNT = '010245871'
/** Seed ids of that account's newly assigned document and approved photo (the seed numbers them from 101). */
const SEED_IDS = { assigned: 101, photoApproved: 105 }

/** The header bell's name carries the unread count: "Notificaciones, 21 sin leer". */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByRole('link', { name: /^Notificaciones, \d+ sin leer$/ })
  await expect(bell).toBeVisible()
  return Number((await bell.getAttribute('aria-label'))!.match(/\d+/)![0])
}

const bellWith = (page: Page, count: number) => page.getByRole('link', { name: `Notificaciones, ${count} sin leer`, exact: true })

async function openFromMenu(page: Page) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Notificaciones', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible()
}

test('notifications are grouped by day; opening one marks it read and goes where it leads', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await openFromMenu(page)
  for (const name of ['Hoy', 'Último día', 'Anteriores']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  await expectAccessible(page, 'notifications')
  const today = page.getByRole('region', { name: 'Hoy' })
  const before = await unreadCount(page)

  const photo = today.getByRole('button', { name: /Foto de perfil aprobada/ })
  await expect(photo).toHaveAccessibleName(/^No leída: /)
  await photo.click()
  await expect(page).toHaveURL(/\/perfil$/)
  await expect(bellWith(page, before - 1)).toBeVisible()

  await page.goBack()
  await expect(today.getByRole('button', { name: /Foto de perfil aprobada/ })).not.toHaveAccessibleName(/^No leída/)

  // UVM offers no CoDi: no notice speaks of it. A document notice opens the digital file.
  await expect(page.getByRole('button', { name: /CoDi/ })).toHaveCount(0)
  const assigned = today.getByRole('button', { name: /Nuevo documento por entregar/ })
  await expect(assigned).not.toHaveAccessibleName(/se abre en una ventana nueva/)
  await assigned.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Expediente digital' })).toBeVisible()
  await page.goBack()
  await expect(assigned).not.toHaveAccessibleName(/^No leída/)
  await expect(bellWith(page, before - 2)).toBeVisible()

  // Both receipts reach the server: after a reload the marks and the count stay.
  await expectReadOnce(ACCOUNT, [SEED_IDS.assigned, SEED_IDS.photoApproved])
  await expect(page.getByRole('link', { name: /^Pendientes de envío/ })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Hoy' }).getByRole('button', { name: /Foto de perfil aprobada/ })).not.toHaveAccessibleName(/^No leída/)
  await expect(bellWith(page, before - 2)).toBeVisible()
})

test('offline, a read mark is queued, listed as pending and sent once when the network returns', async ({ page, context, startSignedIn }) => {
  const [id] = await addNotifications(ACCOUNT, 1)
  const title = `Documento asignado ${id}`
  await startSignedIn('alumno')
  await studentHome(page)
  // The worker must control the page to serve the app and the saved answers with no network.
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await openFromMenu(page)
  const before = await unreadCount(page)
  const item = page.getByRole('region', { name: 'Hoy' }).getByRole('button', { name: new RegExp(`^No leída: ${title}`) })
  await expect(item).toBeVisible()

  await context.setOffline(true)
  await item.click()
  await expect(page).toHaveURL(/\/digital-files$/)
  await expect(bellWith(page, before - 1)).toBeVisible()
  const outbox = page.getByRole('link', { name: 'Pendientes de envío: 1' })
  await outbox.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pendientes de envío' })).toBeVisible()
  await expect(page.getByText(`Notificación leída: ${title}`)).toBeVisible()
  await expectAccessible(page, 'pending items, offline')

  await context.setOffline(false)
  await expect(page.getByText('No tienes nada pendiente de envío.')).toBeVisible()
  await expect(outbox).toHaveCount(0)
  await expect(bellWith(page, before - 1)).toBeVisible()
  await expectReadOnce(ACCOUNT, [id!])
})
