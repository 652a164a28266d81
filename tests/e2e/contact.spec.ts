import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures'
import { BASE_URL } from './profile'
import { signInAsStudent } from './support'

const ACCOUNT = '010245871'

/** The codes the server sent for the account, newest first (what the phone would receive). */
async function codesSent(): Promise<Array<{ destination: string; code: string }>> {
  const response = await fetch(`${BASE_URL}/__test__/otp?accountNumber=${ACCOUNT}`)
  return (await response.json()) as Array<{ destination: string; code: string }>
}

test.beforeEach(async () => {
  const response = await fetch(`${BASE_URL}/__test__/contact/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accountNumber: ACCOUNT }),
  })
  expect(response.ok).toBe(true)
})

const phones = (page: Page) => page.getByRole('region', { name: 'Teléfonos' })

test('a new phone is confirmed with the code sent to it, after a wrong code is refused, and a removal keeps one of each kind', async ({ page }) => {
  await signInAsStudent(page)
  await page.goto('/perfil')
  await page.getByRole('link', { name: 'Mis datos de contacto' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de contacto' })).toBeVisible()
  // The seed gives the account a mobile and a landline.
  const before = 2
  await expect(phones(page).getByRole('listitem')).toHaveCount(before)
  await expectAccessible(page, 'contact data')

  await phones(page).getByRole('button', { name: 'Agregar teléfono' }).click()
  const dialog = page.getByRole('dialog', { name: 'Agregar teléfono' })
  await dialog.getByLabel('Número').fill('55 1234')
  await dialog.getByRole('button', { name: 'Enviar código' }).click()
  // The same pattern as the server's: nothing is sent for a number that is not one.
  await expect(dialog.getByText('Debe contener 10 dígitos')).toBeVisible()
  await dialog.getByLabel('Número').fill('5598765432')
  await dialog.getByRole('button', { name: 'Enviar código' }).click()
  await expect(dialog.getByText(/^Te enviamos un código de 6 dígitos a 5598765432\. Vence a las /)).toBeVisible()
  await expect(dialog.getByRole('button', { name: /^Reenviar código en \d+ s$/ })).toBeDisabled()
  await expectAccessible(page, 'one-time code')

  await dialog.getByLabel('Código de confirmación').fill('000000')
  await dialog.getByRole('button', { name: 'Confirmar y guardar' }).click()
  await expect(dialog.getByText('El código es incorrecto. Inténtalo de nuevo.')).toBeVisible()

  const [sent] = await codesSent()
  expect(sent?.destination).toBe('5598765432')
  await dialog.getByLabel('Código de confirmación').fill(sent!.code)
  await dialog.getByRole('button', { name: 'Confirmar y guardar' }).click()
  await expect(dialog).toBeHidden()
  const added = phones(page).getByRole('listitem').filter({ hasText: '5598765432' })
  await expect(added.getByText('Confirmado', { exact: true })).toBeVisible()
  await expect(phones(page).getByRole('listitem')).toHaveCount(before + 1)

  // Removing the new one is allowed; the last phone never offers to be removed.
  await added.getByRole('button', { name: /^Quitar / }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Quitar' }).click()
  await expect(phones(page).getByRole('listitem')).toHaveCount(before)
  const emails = page.getByRole('region', { name: 'Correos electrónicos' })
  await expect(emails.getByRole('listitem').filter({ hasText: '@my.uvm.edu.mx' }).getByRole('button', { name: /^Quitar / })).toHaveCount(0)
})
