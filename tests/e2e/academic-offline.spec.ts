import { expect, expectAccessible, test } from './fixtures'
import { selectionSaved } from './support'
import { agendaEvent, ALUMNO, ATTENDANCE_MESSAGES, expectViewerShows, viewer } from './academic'
import { armFault, clearFaults, fillDevice, newProfileDir, openProfile, studentProfile } from './profile'

test('with no signal, a restarted browser shows the credential, this week, the subjects and the report cards opened or shown, with their age', async () => {
  test.setTimeout(180_000)
  const dir = newProfileDir()
  let { context, page } = await studentProfile(dir)

  await page.goto('/credential')
  await expect(page.getByRole('img', { name: 'Código QR de tu credencial' })).toBeVisible()
  await page.goto('/agenda')
  await expect(agendaEvent(page, 'Neuropsicología').first()).toBeVisible()
  await page.goto('/subjects')
  await expect(page.getByText(ATTENDANCE_MESSAGES[0]!).first()).toBeVisible()
  await page.goto('/report-card')
  await page.getByRole('button', { name: 'Ver boleta' }).click()
  await expectViewerShows(page, ALUMNO.name)
  await viewer(page).getByRole('button', { name: 'Cerrar' }).click()
  // An earlier cycle only shown, not opened, is kept too, as a screen visited is.
  const cycle = page.getByLabel('Ciclo')
  const shown = (await cycle.locator('option').nth(2).getAttribute('value'))!
  await cycle.selectOption(shown)
  await expect(cycle.locator(`option[value="${shown}"]`)).toHaveText(/ · guardada en este dispositivo$/)
  // The home card now knows what is on this device: three items whole, two report cards of several.
  await page.goto('/home')
  const card = page.getByRole('region', { name: 'Disponible sin conexión' })
  await expect(card.getByText(/^Guardado en este dispositivo · actualizado hace/)).toHaveCount(3)
  await expect(card.getByText(/^Falta guardar \(2\/\d+ guardadas\)$/)).toBeVisible()
  await context.close()

  // On a device with no room left, a report card shown with signal still opens, and the person is
  // told it was not kept for reading with no signal.
  context = await openProfile(dir)
  page = context.pages()[0] ?? (await context.newPage())
  await page.goto('/favicon.svg')
  const device = await fillDevice(context, page)
  await page.goto('/report-card')
  // Said once (every answer of the screen's start already goes unkept), not once per answer.
  const notice = page.getByRole('alert', { name: /No hay espacio en este dispositivo/ })
  await expect(notice).toContainText('Lo que abriste no se guardó para verlo sin conexión.')
  // The pointer resting on the notice keeps it while the person goes on by keyboard.
  await notice.hover()
  const last = page.getByLabel('Ciclo').locator('option').last()
  await page.getByLabel('Ciclo').selectOption((await last.getAttribute('value'))!)
  await page.getByRole('button', { name: 'Ver boleta' }).press('Enter')
  await expectViewerShows(page, ALUMNO.name)
  // The notice stays above the open viewer, reachable and heard as the viewer is: the person
  // closes it, then the viewer.
  await notice.getByRole('button', { name: 'Cerrar' }).click()
  await expect(notice).toBeHidden()
  await viewer(page).getByRole('button', { name: 'Cerrar' }).click()
  await expect(last).not.toHaveText(/guardada en este dispositivo/)
  await device.freeSpace()
  await context.close()

  context = await openProfile(dir, { offline: true })
  page = context.pages()[0]!
  await page.goto('/credential')
  await expect(page.getByText('Sin conexión', { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: `Credencial de ${ALUMNO.name}` })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Código QR de tu credencial' })).toBeVisible()
  // The barcode's drawing code is a chunk of its own: the worker keeps it too.
  await expect(page.getByRole('img', { name: `Código de barras de la cuenta ${ALUMNO.account}` })).toBeVisible()
  await expect(page.getByText(/^Sin conexión · actualizado hace/)).toBeVisible()
  await expectAccessible(page, 'credential, offline copy')
  // The full-screen codes load when first asked for, from the worker's copy: by keyboard. Like
  // every dialog they close only through their button (a stray Escape leaves them open), which
  // puts the person back on the button that opened them.
  const enlarge = page.getByRole('button', { name: 'Pantalla completa' })
  await enlarge.focus()
  await page.keyboard.press('Enter')
  const enlarged = page.getByRole('dialog', { name: `Credencial de ${ALUMNO.name}` })
  await expect(enlarged.getByRole('img', { name: 'Código QR de tu credencial' })).toBeVisible()
  await expect(enlarged.getByRole('img', { name: `Código de barras de la cuenta ${ALUMNO.account}` })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(enlarged).toBeVisible()
  await enlarged.getByRole('button', { name: 'Cerrar' }).press('Enter')
  await expect(enlarged).toBeHidden()
  await expect(enlarge).toBeFocused()

  await page.goto('/agenda')
  await expect(agendaEvent(page, 'Neuropsicología').first()).toBeVisible()
  await expect(page.getByText(/^Sin conexión · actualizado hace/)).toBeVisible()

  await page.goto('/subjects')
  for (const message of ATTENDANCE_MESSAGES) await expect(page.getByText(message, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(/^Sin conexión · actualizado hace/)).toBeVisible()

  await page.goto('/report-card')
  await page.getByRole('button', { name: 'Ver boleta' }).click()
  await expectViewerShows(page, ALUMNO.name)
  await expect(page.getByText(/^Sin conexión · actualizado hace/).first()).toBeAttached()
  await viewer(page).getByRole('button', { name: 'Cerrar' }).click()
  const offlineCycle = page.getByLabel('Ciclo')
  await offlineCycle.selectOption(shown)
  await page.getByRole('button', { name: 'Ver boleta' }).click()
  await expectViewerShows(page, ALUMNO.name)
  await viewer(page).getByRole('button', { name: 'Cerrar' }).click()

  // A report card never shown says so instead of spinning.
  await offlineCycle.selectOption((await offlineCycle.locator('option').last().getAttribute('value'))!)
  await expect(page.getByText('Sin conexión. Esta boleta aún no se ha descargado en este dispositivo.')).toBeVisible()
  await expectAccessible(page, 'report card never downloaded, offline')
  await expect(page.getByRole('button', { name: 'Ver boleta' })).toBeDisabled()
  await context.close()
})

test('right after sign-in the current report card is kept, and the home card downloads the rest in one tap', async ({ page, context, startSignedIn }) => {
  test.setTimeout(120_000)
  await startSignedIn('alumno')
  await selectionSaved(page)
  // Saving goes through the service worker: it must be the page's controller first.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  const card = page.getByRole('region', { name: 'Disponible sin conexión' })
  await expect(card.getByText('Aún no está guardado en este dispositivo').first()).toBeVisible()
  // The current cycle's report card is on this device without anyone having opened it, and the card counts it.
  await expect(card.getByText(/^Falta guardar \(1\/\d+ guardadas\)$/)).toBeVisible({ timeout: 30_000 })

  // With no signal, a new load of the report card screen opens it from the device.
  await context.setOffline(true)
  await page.goto('/report-card')
  const cycle = page.getByLabel('Ciclo')
  await expect(cycle.locator('option').first()).toHaveText(/ · guardada en este dispositivo$/)
  await page.getByRole('button', { name: 'Ver boleta' }).click()
  await expectViewerShows(page, ALUMNO.name)
  await viewer(page).getByRole('button', { name: 'Cerrar' }).click()
  await cycle.selectOption((await cycle.locator('option').nth(1).getAttribute('value'))!)
  await expect(page.getByText('Sin conexión. Esta boleta aún no se ha descargado en este dispositivo.')).toBeVisible()
  await context.setOffline(false)
  await page.goto('/home')
  // The report cards answer late (each under the worker's wait for the network), so the blocking
  // screen can be seen and audited while it waits for them.
  await armFault({ path: '/student/reportcard', method: 'GET', mode: 'delay', ms: 2_500 })
  await armFault({ path: '/student/pdf', method: 'GET', mode: 'delay', ms: 2_500 })
  try {
    await card.getByRole('button', { name: 'Descargar lo que falta' }).click()
    const blocking = page.getByRole('dialog', { name: 'Guardando para usar sin conexión' })
    await expect(blocking.getByText('Boletas…')).toBeVisible({ timeout: 60_000 })
    await expect(blocking.getByRole('progressbar', { name: 'Avance de la descarga' })).toHaveAttribute('aria-valuetext', '3 de 4')
    await expectAccessible(page, 'download of what is missing, blocking screen')
    await expect(blocking).toBeHidden({ timeout: 60_000 })
  } finally {
    await clearFaults()
  }
  await expect(card.getByText('Todo listo para usarse sin conexión.')).toBeVisible({ timeout: 60_000 })
  await expect(card.getByText(/^Guardado en este dispositivo · actualizado hace/)).toHaveCount(4)
})
