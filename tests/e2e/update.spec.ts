import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { BASE_URL } from './profile'
import { studentHome } from './support'

/** Publishes a new version of the portal: the server's service worker script changes. */
async function deployNewVersion() {
  const response = await fetch(`${BASE_URL}/__test__/deploy`, { method: 'POST' })
  expect(response.ok).toBe(true)
}

/** The browser's own record of the portal's service worker versions: status by version id, kept up to date. */
async function watchWorkerVersions(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const statuses: Record<string, string> = {}
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }: { versions: { versionId: string; status: string }[] }) => {
    for (const { versionId, status } of versions) statuses[versionId] = status
  })
  await cdp.send('ServiceWorker.enable')
  return () => ({ ...statuses })
}

/** What the page itself sees: a worker in control, and whether another one waits. */
const pageWorkers = (page: Page) =>
  page.evaluate(async () => ({
    controlled: navigator.serviceWorker.controller?.state ?? 'none',
    waiting: (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? 'none',
  }))

test('a new version deployed while the portal is open is offered, and "Actualizar" reloads the page under it', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await page.evaluate(() => navigator.serviceWorker.ready)
  const versions = await watchWorkerVersions(page)
  await expect.poll(() => Object.values(versions())).toEqual(['activated'])
  const [current] = Object.keys(versions())
  await expect.poll(() => pageWorkers(page)).toEqual({ controlled: 'activated', waiting: 'none' })
  const banner = page.getByRole('status').filter({ hasText: 'Nueva versión disponible' })
  await expect(banner).toHaveCount(0)

  await deployNewVersion()
  // The browser looks for a new worker when the portal is opened again; it waits, the page stays as it was.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect(banner).toBeVisible()
  await expect.poll(() => Object.values(versions()).sort()).toEqual(['activated', 'installed'])
  const next = Object.keys(versions()).find((id) => id !== current)!
  expect(versions()[current!]).toBe('activated')
  expect(await pageWorkers(page)).toEqual({ controlled: 'activated', waiting: 'installed' })

  const reloaded = page.waitForEvent('load')
  await banner.getByRole('button', { name: 'Actualizar' }).click()
  await reloaded
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect(banner).toHaveCount(0)
  // The old version is gone; the one that waited is the only active one, and it controls the page.
  await expect.poll(versions).toEqual({ [current!]: 'redundant', [next]: 'activated' })
  await expect.poll(() => pageWorkers(page)).toEqual({ controlled: 'activated', waiting: 'none' })
})

test.describe('with no worker holding the previous files', () => {
  // A first visit, or a tab whose worker another tab has already replaced: code chunks come from the server.
  test.use({ serviceWorkers: 'block' })

  /** Answers 404 once for a code chunk, as a server would after a deploy removed it; records what the page got. */
  async function removedByDeploy(page: Page, name: string) {
    const answers: number[] = []
    const file = new RegExp(`/assets/${name}-[^/]+\\.js$`)
    page.on('response', (response) => {
      if (file.test(response.url())) answers.push(response.status())
    })
    await page.route(file, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }), { times: 1 })
    return answers
  }

  /** Paths of the documents the tab loads from now on (a reload, the sign-in round trip). */
  function documentsOpened(page: Page) {
    const paths: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) paths.push(new URL(request.url()).pathname)
    })
    return paths
  }

  test('a tab left open across a deploy reloads once when a screen’s code is gone, instead of showing a blank page', async ({ page, startSignedIn }) => {
    await startSignedIn('alumno')
    await studentHome(page)
    const chunk = await removedByDeploy(page, 'notifications')
    const documents = documentsOpened(page)

    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Notificaciones', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible()
    await expect(page).toHaveURL(/\/notifications$/)
    expect(chunk).toEqual([404, 200])
    // The code is fetched again, by a reload on the screen asked for or by the browser retrying
    // the failed import: never more than one reload, never a blank page.
    expect(documents.filter((path) => path === '/notifications').length).toBeLessThanOrEqual(1)
    expect(documents.every((path) => path === '/notifications')).toBe(true)
  })

  test('a tab left open across a deploy reloads once when a dialog’s code is gone, and the dialog opens when asked again', async ({ page, startSignedIn }) => {
    await startSignedIn('alumno')
    await studentHome(page)
    const chunk = await removedByDeploy(page, 'sign-out-dialog')
    const documents = documentsOpened(page)
    // Tells this page from the one that replaces it.
    await page.evaluate(() => Object.assign(window, { openedBeforeDeploy: true }))

    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect.poll(() => page.evaluate(() => 'openedBeforeDeploy' in window).catch(() => true)).toBe(false)
    await expect(page.getByRole('region', { name: 'Alumno seleccionado' })).toBeVisible()
    expect(documents[0]).toBe('/home')
    expect(documents.filter((path) => path === '/home')).toHaveLength(1)

    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page.getByRole('alertdialog', { name: '¿Cerrar sesión?' })).toBeVisible()
    expect(chunk).toEqual([404, 200])
  })
})
