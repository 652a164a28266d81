import { expect, expectAccessible, test } from './fixtures'
import { unitecUrl } from './support'

test('the privacy notice opens without signing in', async ({ page }) => {
  await page.goto('/aviso-de-privacidad')
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad para alumnos' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Tus derechos ARCO' })).toBeVisible()
})

test('the bank bridge page shows the result with the amount in money format', async ({ page }) => {
  await page.goto('/bankbridge?status=approved&reference=REF-123&amount=1500')
  await expect(page.getByText('Pago recibido')).toBeVisible()
  await expect(page.getByText('$1,500.00')).toBeVisible()
})

test('the QR landing page invites to open the portal', async ({ page }) => {
  await page.goto('/qr?campus=Lomas Verdes')
  await expect(page.getByText('Escaneaste el código del campus Lomas Verdes.')).toBeVisible()
  await expectAccessible(page, 'QR landing page')
  await page.getByRole('link', { name: 'Abrir el portal' }).click()
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()
})

test('the second brand is served by the same build', async ({ page }) => {
  await page.goto(unitecUrl('/login'))
  await expect(page.getByRole('img', { name: 'Logotipo de UNITEC' })).toBeVisible()
  await expect(page).toHaveTitle(/UNITEC/)
})
