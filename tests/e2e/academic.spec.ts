import { expect, expectAccessible, test } from './fixtures'
import { selectionSaved, studentHome } from './support'
import { agendaEvent, ALUMNO, ATTENDANCE_MESSAGES, expectViewerShows, pdfText, viewer } from './academic'
import { scan } from './scan'

test.describe('as alumno', () => {
  test.beforeEach(async ({ page, startSignedIn }) => {
    await startSignedIn('alumno')
    await studentHome(page)
  })

  test('the credential shows the card with its QR code and barcode', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Credencial digital' }).click()
    await expect(page.getByRole('heading', { name: 'Credencial digital', level: 1 })).toBeVisible()
    const card = page.getByRole('region', { name: `Credencial de ${ALUMNO.name}` })
    await expect(card.getByText('Vigente')).toBeVisible()
    await expect(card.getByText(/Válida hasta el/)).toBeVisible()
    await expect(page.getByRole('img', { name: 'Código QR de tu credencial' })).toBeVisible()
    await expect(page.getByRole('img', { name: `Código de barras de la cuenta ${ALUMNO.account}` })).toBeVisible()

    // A scanner reads both codes off the screen, with the page light and dark alike.
    const codes = page.getByRole('region', { name: 'Códigos para identificarte' })
    for (const dark of [false, true]) {
      if (dark) {
        await page.emulateMedia({ colorScheme: 'dark' })
        await page.evaluate(() => document.documentElement.classList.add('dark'))
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
        const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number)
        expect(0.299 * r + 0.587 * g + 0.114 * b, background).toBeLessThan(64)
      }
      // As a scanner does, each look is a fresh picture until one reads (a frame caught while the
      // page repaints for the colour change can fail its checksum).
      const read = (format: 'code128' | 'qr') => scan(codes, format).catch(() => null)
      await expect.poll(() => read('code128')).toBe(ALUMNO.account)
      await expect.poll(() => read('qr')).toMatch(/^c1\./)
      const [version, payload = ''] = (await scan(codes, 'qr')).split('.')
      expect(version).toBe('c1')
      expect(Buffer.from(payload, 'base64url').toString()).toMatch(new RegExp(`^${ALUMNO.account}\\.\\d+$`))
    }
  })

  test('the agenda switches views, filters calendars, opens an event with its online classroom and exports .ics', async ({ page }) => {
    await page.goto('/agenda')
    await expect(page.getByRole('tab', { name: 'Semana' })).toHaveAttribute('aria-selected', 'true')
    // Neuropsicología meets online three times a week: this week has it.
    await expect(agendaEvent(page, 'Neuropsicología').first()).toBeVisible()
    await expectAccessible(page, 'agenda, week')

    await page.getByRole('tab', { name: 'Mes' }).click()
    await expect(page).toHaveURL(/view=month/)
    await expect(page.getByRole('table')).toBeVisible()
    await expectAccessible(page, 'agenda, month')
    await page.getByRole('tab', { name: 'Año' }).click()
    await expect(page).toHaveURL(/view=year/)
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible()
    await expectAccessible(page, 'agenda, year')
    await page.getByRole('tab', { name: 'Semana' }).click()

    const filter = page.getByRole('group', { name: 'Calendarios' })
    await filter.getByRole('checkbox', { name: 'Clases' }).uncheck()
    await expect(agendaEvent(page, 'Neuropsicología')).toHaveCount(0)
    await filter.getByRole('checkbox', { name: 'Clases' }).check()

    await agendaEvent(page, 'Neuropsicología').first().click()
    const detail = page.getByRole('dialog', { name: 'Neuropsicología' })
    const classroom = detail.getByRole('link', { name: 'Abrir aula en línea' })
    await expect(classroom).toHaveAttribute('target', '_blank')
    await expect(classroom).toHaveAttribute('href', /^https:\/\/aula-virtual\.example\.edu\/uvm\/psi-602\//)
    await expectAccessible(page, 'agenda, event detail')
    await detail.getByRole('button', { name: 'Cerrar' }).click()
    await expect(detail).toBeHidden()

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Exportar calendario (.ics)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/\.ics$/)
    const ics = (await import('node:fs')).readFileSync(await download.path(), 'utf8')
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(ics).toContain('SUMMARY:Neuropsicología')
    expect(ics).toContain('https://aula-virtual.example.edu/uvm/psi-602/')
  })

  test('subjects show statuses in words and the absence report with the five attendance messages', async ({ page }) => {
    await page.goto('/subjects')
    const enrolled = page.getByRole('tabpanel', { name: 'Inscritas' })
    for (const message of ATTENDANCE_MESSAGES) await expect(enrolled.getByText(message, { exact: true }).first()).toBeVisible()
    await expect(enrolled.getByText('Dada de baja').first()).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Faltas en Psicología de la salud' })).toBeVisible()
    await expectAccessible(page, 'subjects, enrolled')

    await page.getByRole('tab', { name: 'Historial' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Historial' }).getByText('Reprobada').first()).toBeVisible()
    await expectAccessible(page, 'subjects, history')
    await page.getByRole('tab', { name: 'Mi plan' }).click()
    await expect(page.getByRole('tabpanel', { name: 'Mi plan' }).getByText('Por cursar').first()).toBeVisible()
  })

  test('academic progress shows the averages, and says so when a career has none yet', async ({ page }) => {
    await page.goto('/academic-progress')
    await expect(page.getByRole('progressbar', { name: 'Avance de tu carrera' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Promedio general' })).toBeVisible()
    await expect(page.getByText('Aún no tienes un promedio general.')).toHaveCount(0)

    await page.goto('/home')
    await page.getByLabel('Carrera').selectOption({ label: 'Licenciatura en Pedagogía · Campus Coyoacán' })
    await expect(page.getByRole('region', { name: 'Alumno seleccionado' })).toContainText('Licenciatura en Pedagogía')
    await page.goto('/academic-progress')
    await expect(page.getByText('Aún no tienes promedio en este ciclo.')).toBeVisible()
    await expect(page.getByText('Aún no tienes un promedio general.')).toBeVisible()
  })

  test('a report card opens in the viewer and downloads as a PDF with the student and the chosen cycle', async ({ page }) => {
    await page.goto('/report-card')
    const cycle = page.getByLabel('Ciclo')
    // The term before the current one: a finished report card.
    const previous = (await cycle.locator('option').nth(1).getAttribute('value'))!
    await cycle.selectOption(previous)

    await page.getByRole('button', { name: 'Ver boleta' }).click()
    await expectViewerShows(page, ALUMNO.name)
    const dialog = viewer(page)
    const zoom = dialog.getByText(/^\d+ %$|^\d+%$/)
    const before = await zoom.textContent()
    await dialog.getByRole('button', { name: 'Acercar' }).click()
    await expect(zoom).not.toHaveText(before!)
    await expectAccessible(page, 'report card in the viewer')
    await dialog.getByRole('button', { name: 'Cerrar' }).click()
    await expect(dialog).toBeHidden()
    // The focus goes back to the button that opened the viewer, not to the page's body.
    await expect(page.getByRole('button', { name: 'Ver boleta' })).toBeFocused()
    // Only its button closes it (spec §4): a stray Escape keeps the document open.
    await page.getByRole('button', { name: 'Ver boleta' }).click()
    await expectViewerShows(page, ALUMNO.name)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cerrar' }).click()
    await expect(dialog).toBeHidden()

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Descargar boleta' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`boleta-${ALUMNO.account}-${previous}.pdf`)
    const { text } = await pdfText(download)
    expect(text).toContain(ALUMNO.name)
    expect(text).toContain(previous)
  })

  test('the subject strip lists this term and opens its PDF', async ({ page }) => {
    await page.goto('/subject-strip')
    const table = page.getByRole('table', { name: /^Materias del ciclo / })
    await expect(table.getByRole('rowheader', { name: 'Neuropsicología' })).toBeVisible()
    const region = page.getByRole('region', { name: /^Materias del ciclo / })
    // On a laptop the whole table fits, schedule column included.
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect.poll(() => region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    // On a phone it scrolls sideways, by keyboard too.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(0)
    await region.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.getByRole('button', { name: 'Ver PDF' }).click()
    await expectViewerShows(page, 'Tira de materias')
    await viewer(page).getByRole('button', { name: 'Cerrar' }).click()
  })
})

test('a tutor sees the academic screens of the student they selected', async ({ page, startSignedIn }) => {
  await startSignedIn('tutor')
  await expect(page.getByText('Elige a quién quieres consultar y su carrera.')).toBeVisible()
  await selectionSaved(page)
  const student = (await page.getByLabel('Alumno', { exact: true }).locator('option:checked').textContent())!
  const [account, name] = student.split(' · ')

  await page.goto('/credential')
  await expect(page.getByRole('region', { name: `Credencial de ${name}` })).toBeVisible()
  await expect(page.getByRole('img', { name: `Código de barras de la cuenta ${account}` })).toBeVisible()
  await expectAccessible(page, 'credential, tutor')
  await page.goto('/agenda')
  await expect(page.getByRole('button', { name: /, Clases$/ }).first()).toBeVisible()
  await page.goto('/subjects')
  await expect(page.getByRole('tabpanel', { name: 'Inscritas' }).getByRole('article').first()).toBeVisible()
  await expectAccessible(page, 'subjects, tutor')
  await page.goto('/academic-progress')
  await expect(page.getByRole('progressbar', { name: 'Avance de tu carrera' })).toBeVisible()
  await expectAccessible(page, 'academic progress, tutor')
  await page.goto('/report-card')
  await page.getByRole('button', { name: 'Ver boleta' }).click()
  await expectViewerShows(page, name!)
  await viewer(page).getByRole('button', { name: 'Cerrar' }).click()
  await page.goto('/subject-strip')
  await expect(page.getByRole('table', { name: /^Materias del ciclo / })).toBeVisible()
})
