import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { outboxBadge, studentHome } from './support'
import { addNotifications, armFault, clearFaults, expectReadOnce, notificationState } from './profile'

const ACCOUNT = '010245871'
const VIEWED = '/notification/sending/viewed'

test.afterEach(clearFaults)

async function markOne(page: Page, title: string) {
  await page.goto('/notifications')
  await page.getByRole('button', { name: new RegExp(`${title}\\b`) }).click()
  await expect(page).toHaveURL(/\/digital-files$/)
}

for (const mode of ['503', '401', 'drop-after-commit'] as const) {
  test(`a receipt replayed after a ${mode} is applied once and nothing is lost`, async ({ page, startSignedIn }) => {
    test.setTimeout(90_000)
    const [id] = await addNotifications(ACCOUNT, 1)
    await startSignedIn('alumno')
    await studentHome(page)
    await armFault({ path: VIEWED, method: 'PATCH', mode, count: 1 })
    await markOne(page, `Documento asignado ${id}`)
    // The first attempt fails; the item stays queued and is retried until the server has it.
    await expectReadOnce(ACCOUNT, [id!], 45_000)
    await expect(outboxBadge(page)).toHaveCount(0)
  })
}

test('a receipt the server refuses shows its message and can be discarded', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  // A business refusal (4xx) is not retried: it waits, with the server's words, for the person.
  await armFault({ path: VIEWED, method: 'PATCH', mode: '409', count: 1 })
  const [id] = await addNotifications(ACCOUNT, 1)
  await markOne(page, `Documento asignado ${id}`)
  await page.getByRole('link', { name: /^Pendientes de envío: 1 · con error: 1$/ }).click()
  await expect(page.getByText('La notificación ya no existe')).toBeVisible()
  await page.getByRole('button', { name: /^Descartar: / }).first().click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Descartar' }).click()
  await expect(page.getByText('No tienes nada pendiente de envío.')).toBeVisible()
  // Discarded: the server never applied it and the notification reads as unread again.
  expect((await notificationState(ACCOUNT)).find((n) => n.id === id)).toMatchObject({ read: false, viewedCount: 0 })
  await page.goto('/notifications')
  await expect(page.getByRole('button', { name: new RegExp(`^No leída: Documento asignado ${id}\\b`) })).toBeVisible()
})
