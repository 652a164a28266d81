import { expect, test } from './fixtures'
import { browserStorage, signInAsStudent } from './support'

/** The phone the same student signed in on, as the list names it from its browser. */
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const PHONE = 'iPhone · Safari 18 · iOS 18'

test('closing the session of another device signs it out at its next contact and removes what it saved', async ({ page, browser, baseURL }) => {
  // The student's phone, signed in and with its saved copy.
  const phoneContext = await browser.newContext({ baseURL, userAgent: PHONE_UA, locale: 'es-MX', timezoneId: 'America/Mexico_City' })
  try {
    const phone = await phoneContext.newPage()
    await signInAsStudent(phone)
    expect((await browserStorage(phone)).databases.some((name) => name.startsWith('portal-user-'))).toBe(true)

    // On the laptop, the list shows both; the phone's session is closed from here.
    await signInAsStudent(page)
    await page.goto('/settings/devices')
    const devices = page.getByRole('region', { name: 'Dispositivos conectados' })
    const phoneItem = devices.getByRole('listitem').filter({ hasText: PHONE })
    await expect(phoneItem).toBeVisible()
    await expect(devices.getByRole('listitem').filter({ hasText: 'Este dispositivo' })).toHaveCount(1)
    await phoneItem.getByRole('button', { name: `Cerrar sesión en ${PHONE}` }).click()
    const confirm = page.getByRole('alertdialog', { name: `¿Cerrar la sesión en ${PHONE}?` })
    await expect(confirm).toContainText('se borrará lo que guardó')
    await confirm.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Se cerró la sesión en ${PHONE}.` })).toBeVisible()
    await expect(phoneItem).toHaveCount(0)

    // The phone's next contact: it is signed out, says why, and keeps nothing of the student's.
    await phone.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Pagos y estado de cuenta' }).click()
    await expect(phone.getByText('Tu sesión en este dispositivo se cerró desde otro dispositivo')).toBeVisible()
    await expect(phone.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()
    const left = await browserStorage(phone)
    expect(left.databases.filter((name) => name.startsWith('portal-user-'))).toEqual([])
    expect(left.localStorage.filter((key) => key !== 'portal.locale' && key !== 'portal.brand')).toEqual([])

    // The laptop goes on.
    await page.reload()
    await expect(devices.getByRole('listitem').filter({ hasText: 'Este dispositivo' })).toBeVisible()
  } finally {
    await phoneContext.close()
  }
})
