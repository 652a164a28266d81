import { expect, test } from './fixtures'
import { addNotifications, armFault, clearFaults, notificationState } from './profile'
import { browserStorage, signIn, signInAsStudent } from './support'

test('signing out ends the session and leaves no personal data behind', async ({ page }) => {
  await signInAsStudent(page)
  await expect(page.getByRole('region', { name: 'Alumno seleccionado' })).toBeVisible()
  // A choice of this person's kept in the browser: the agenda without its classes.
  const menu = page.getByRole('navigation', { name: 'Menú principal' })
  await menu.getByRole('link', { name: 'Agenda' }).click()
  await page.getByRole('group', { name: 'Calendarios' }).getByRole('checkbox', { name: 'Clases' }).uncheck()
  await menu.getByRole('link', { name: 'Inicio' }).click()
  await expect(page.getByRole('region', { name: 'Alumno seleccionado' })).toBeVisible()
  const before = await browserStorage(page)
  expect(before.databases.some((name) => name.startsWith('portal-user-'))).toBe(true)

  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
  const confirm = page.getByRole('alertdialog', { name: '¿Cerrar sesión?' })
  await confirm.getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()

  const after = await browserStorage(page)
  expect(after.databases.filter((name) => name.startsWith('portal-user-'))).toEqual([])
  // Only what is not personal stays: the language and the portal's brand.
  expect(after.localStorage.filter((key) => key !== 'portal.locale' && key !== 'portal.brand')).toEqual([])
  expect(after.caches.filter((key) => key.startsWith('user-'))).toEqual([])

  // The session at the provider is gone too: the app asks to sign in again.
  await page.goto('/home')
  await expect(page).toHaveURL(/\/login$/)
})

test('signing out with unsent items asks first; the next person on this browser sees nothing of the first', async ({ page }) => {
  const [id] = await addNotifications('010245871', 1)
  await signInAsStudent(page)
  // The server is failing: the read receipt stays queued.
  await armFault({ path: '/notification/sending/viewed', method: 'PATCH', mode: '503', count: 100 })
  try {
    await page.goto('/notifications')
    await page.getByRole('button', { name: new RegExp(`Documento asignado ${id}\\b`) }).click()
    await expect(page.getByRole('link', { name: /^Pendientes de envío: 1/ })).toBeVisible()

    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
    const ask = page.getByRole('dialog', { name: 'Tienes envíos pendientes' })
    await expect(ask).toContainText('Hay 1 envíos que aún no llegan al servidor')
    await ask.getByRole('button', { name: 'Cancelar' }).click()
    await expect(page.getByRole('link', { name: /^Pendientes de envío: 1/ })).toBeVisible()

    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
    await page.getByRole('dialog', { name: 'Tienes envíos pendientes' }).getByRole('button', { name: 'Descartar y cerrar sesión' }).click()
    await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()
  } finally {
    await clearFaults()
  }
  expect((await notificationState('010245871')).find((n) => n.id === id)).toMatchObject({ read: false, viewedCount: 0 })

  await signIn(page, 'tutor')
  await expect(page.getByText('Elige a quién quieres consultar y su carrera.')).toBeVisible()
  await page.goto('/notifications')
  await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible()
  await expect(page.getByText('Valeria Hernández Ruiz')).toHaveCount(0)
  await expect(page.getByText(`Documento asignado ${id}`)).toHaveCount(0)
  const storage = await browserStorage(page)
  expect(storage.databases.filter((name) => name.startsWith('portal-user-'))).toHaveLength(1)
})
