import { expect, test } from './fixtures'
import { addNotifications, expectReadOnce, fillDevice, newProfileDir, notificationState, openProfile } from './profile'
import { outboxBadge, signIn } from './support'

const ACCOUNT = '010245871'


test('offline with the device full, opening a notification says there is no space and queues nothing behind the person’s back', async () => {
  const [id] = await addNotifications(ACCOUNT, 1)
  const title = `Documento asignado ${id}`
  const dir = newProfileDir()
  let context = await openProfile(dir)
  let page = await context.newPage()
  await signIn(page, 'alumno')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.goto('/notifications')
  await expect(page.getByRole('button', { name: new RegExp(`^No leída: ${title}\\b`) })).toBeVisible()
  await context.close()

  context = await openProfile(dir, { offline: true })
  page = context.pages()[0]!
  const device = await fillDevice(context, page)
  await page.goto('/notifications')
  const item = page.getByRole('region', { name: 'Hoy' }).getByRole('button', { name: new RegExp(`${title}\\b`) })
  await expect(item).toHaveAccessibleName(/^No leída: /)

  await item.click()
  const full = page.getByRole('alert', { name: /No hay espacio en este dispositivo/ })
  await expect(full).toBeVisible()
  await expect(full).toContainText('No se pudo guardar para enviarlo después. Libera espacio o conéctate a internet e inténtalo de nuevo.')
  // The person still reaches the screen; nothing was queued, so nothing claims to be read or pending.
  await expect(page).toHaveURL(/\/digital-files$/)
  await expect(outboxBadge(page)).toHaveCount(0)
  await page.goto('/notifications')
  await expect(item).toHaveAccessibleName(/^No leída: /)
  await expect(outboxBadge(page)).toHaveCount(0)

  // With space again, the same tap is queued, and applied exactly once when the portal is opened online.
  await device.freeSpace()
  await item.click()
  await expect(page).toHaveURL(/\/digital-files$/)
  await expect(outboxBadge(page)).toHaveAccessibleName('Pendientes de envío: 1')
  expect((await notificationState(ACCOUNT)).find((n) => n.id === id)).toMatchObject({ read: false, viewedCount: 0 })
  await context.setOffline(false)
  await page.reload()
  await expectReadOnce(ACCOUNT, [id!])
  await expect(outboxBadge(page)).toHaveCount(0)
  await context.close()
})
