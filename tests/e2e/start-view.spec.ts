import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test'
import { newProfileDir, openProfile, userDbRows } from './profile'
import { signIn, signInAsStudent } from './support'

/** When the portal last drew its picture of a start screen (0: none yet). */
async function pictureDrawnAt(page: Page, path: string) {
  const rows = await userDbRows<{ key: string; value: { drawnAt?: number } }>(page, 'kv')
  return rows.find((row) => row.key === `start-view:${path}`)?.value.drawnAt ?? 0
}

/**
 * Waits until the portal has kept a picture of the screen newer than `after`, then returns what
 * the person sees on it: the picture is of the screen as it stood still.
 */
async function screenPictured(page: Page, path: string, after = 0) {
  await expect.poll(() => pictureDrawnAt(page, path), { timeout: 15_000 }).toBeGreaterThan(after)
  return page.screenshot()
}

/**
 * Share of pixels that differ noticeably between two screenshots of the same size, compared in
 * a page of the browser itself (1 when the sizes differ). The picture of a screen, shown, is
 * pixel for pixel the screen it was taken of.
 */
async function differingPixels(context: BrowserContext, a: Buffer, b: Buffer) {
  const page = await context.newPage()
  try {
    const share = await page.evaluate(
      async ([first, second]) => {
        const pixels = async (base64: string) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
          const context2d = canvas.getContext('2d')!
          context2d.drawImage(bitmap, 0, 0)
          return context2d.getImageData(0, 0, bitmap.width, bitmap.height)
        }
        const [x, y] = await Promise.all([pixels(first), pixels(second)])
        if (x.width !== y.width || x.height !== y.height) return 1
        let differing = 0
        for (let i = 0; i < x.data.length; i += 4) {
          if (Math.max(...[0, 1, 2].map((c) => Math.abs(x.data[i + c]! - y.data[i + c]!))) > 32) differing++
        }
        return differing / (x.width * x.height)
      },
      [a.toString('base64'), b.toString('base64')] as const,
    )
    return share
  } finally {
    await page.close()
  }
}

/** A fresh browser with the student signed in and the worker in charge of the next page. */
async function studentWithWorker() {
  const dir = newProfileDir()
  const context = await openProfile(dir)
  const page = await context.newPage()
  await signInAsStudent(page)
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  return { dir, context, page }
}

/** Turns the page's scripts off or on through the browser's inspector. */
async function scriptsSwitch(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  return (on: boolean) => cdp.send('Emulation.setScriptExecutionDisabled', { value: !on })
}

/** What the worker's page alone shows, once the picture in it (if any) has been drawn. */
async function shownWithoutScripts(page: Page, path: string) {
  await page.goto(path)
  expect(await page.locator('#root').innerHTML()).toBe('')
  const picture = page.locator('#start-view img')
  if ((await picture.count()) > 0) await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  return page.screenshot()
}

test('with no signal, a restarted browser shows the last home before its scripts run, then the live home takes over', async () => {
  const signedIn = await studentWithWorker()
  let { context, page } = signedIn
  // Opened again under the worker, which keeps what the home reads for the next start.
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  const drawnAt = await pictureDrawnAt(page, '/home')
  const live = await screenPictured(page, '/home', drawnAt)
  await context.close()

  context = await openProfile(signedIn.dir, { offline: true })
  page = context.pages()[0]!
  const scripts = await scriptsSwitch(page)
  // The portal's scripts do not run at all: whatever shows comes from the worker's page alone.
  await scripts(false)
  const shown = await shownWithoutScripts(page, '/home')
  // The person sees the home as they left it: name, student and career, menu.
  expect(await differingPixels(context, shown, live)).toBeLessThan(0.001)
  // It is a picture: nothing in it can be used or read out as if it were the live page.
  await expect(page.locator('#start-view')).toHaveAttribute('aria-hidden', 'true')
  await expect(page.locator('#start-view')).toHaveAttribute('inert', '')
  await expect(page.getByText('Alumno y carrera')).toHaveCount(0)

  // In a viewport of another width the picture would be wrong: it stays hidden.
  await page.setViewportSize({ width: 800, height: 720 })
  await page.goto('/home')
  await expect(page.locator('#start-view')).toBeHidden()
  await page.setViewportSize({ width: 1280, height: 720 })

  // With its scripts, the live home replaces the picture and answers to the person.
  await scripts(true)
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect(page.locator('#start-view')).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Credencial digital' }).click()
  await expect(page.getByRole('heading', { name: 'Credencial digital' })).toBeVisible()
  await context.close()
})

test('the credential shortcut opens on its last picture, and sign-out leaves no picture for the next person', async () => {
  const { context, page } = await studentWithWorker()
  const studentHome = await screenPictured(page, '/home')
  await page.goto('/credential')
  await expect(page.getByRole('img', { name: 'Código QR de tu credencial' })).toBeVisible()
  const credential = await screenPictured(page, '/credential')

  const scripts = await scriptsSwitch(page)
  await scripts(false)
  // The QR code and the account number, as the live credential showed them.
  expect(await differingPixels(context, await shownWithoutScripts(page, '/credential'), credential)).toBeLessThan(0.001)

  await scripts(true)
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  // The worker hands the picture only to the person signed in: here, the student.
  const pictureStatus = () => page.evaluate(() => fetch('/start-view.png?path=%2Fhome').then((response) => response.status))
  expect(await pictureStatus()).toBe(200)
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
  await page.getByRole('alertdialog', { name: '¿Cerrar sesión?' }).getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()

  await scripts(false)
  for (const path of ['/home', '/credential']) {
    await shownWithoutScripts(page, path)
    await expect(page.locator('#start-view')).toHaveCount(0)
  }
  await scripts(true)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()
  // Nor can the picture's own address be read any more.
  expect(await pictureStatus()).toBe(404)

  // The next person starts on their own picture only.
  await signIn(page, 'tutor')
  await expect(page.getByText('Elige a quién quieres consultar y su carrera.')).toBeVisible()
  const tutorHome = await screenPictured(page, '/home')
  await scripts(false)
  const shown = await shownWithoutScripts(page, '/home')
  expect(await differingPixels(context, shown, tutorHome)).toBeLessThan(0.001)
  // Another name, another greeting, the tutor's choice of student: about 2% of the screen.
  expect(await differingPixels(context, shown, studentHome)).toBeGreaterThan(0.005)
  await context.close()
})
