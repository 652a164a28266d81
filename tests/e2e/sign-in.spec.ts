import { expect, expectAccessible, test } from './fixtures'
import { signIn } from './support'

test('opening the portal leads to the sign-in page', async ({ page }) => {
  await page.goto('/home')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()
})

test('the sign-in page loads none of the portal’s code, and the sign-in client only when pressed', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    const match = /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)
    if (match) scripts.push(match[1]!)
  })
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Portal de alumnos' })).toBeVisible()
  await expect(page.getByText('Usa tu cuenta institucional de la universidad.')).toBeVisible()
  await expectAccessible(page, 'sign-in page')
  expect(scripts).toContain('framework')
  expect(scripts.filter((name) => ['vendor', 'shell', 'boot', 'keycloak'].includes(name))).toEqual([])

  // In English, and back.
  await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Student portal' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click()
  // The provider's form speaks the language chosen here.
  await expect(page.getByLabel('Username')).toBeVisible()
  expect(scripts).toContain('keycloak')
  expect(scripts.filter((name) => ['vendor', 'shell', 'boot'].includes(name))).toEqual([])
})

test('a wrong password is refused with a message and keeps the typed user', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Iniciar sesión con Microsoft' }).click()
  await page.getByLabel('Usuario').fill('alumno')
  await page.getByLabel('Contraseña').fill('incorrecta')
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('Usuario o contraseña incorrectos')
  await expect(page.getByLabel('Usuario')).toHaveValue('alumno')
})

test('alumno lands on home with their accounts and the server menu', async ({ page }) => {
  await signIn(page, 'alumno')
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect(page.getByLabel('Alumno', { exact: true })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Menú principal' })
  await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Materias', exact: true })).toBeVisible()
})

test.describe('a menu key the portal does not know', () => {
  // The menu answer is changed on its way to the page, so the worker must not answer it instead.
  test.use({ serviceWorkers: 'block' })

  test('is not shown, and is reported as an internal error without bothering the person', async ({ page }) => {
    await page.route(/\/api\/user\/menu\/email(\?|$)/, async (route) => {
      const response = await route.fetch()
      const menu = (await response.json()) as Array<Record<string, unknown>>
      const unknown = { id: 9_999, name: 'Certificados blockchain', icon: 'blockchain', route: '/blockchain', order: 155, serviceId: 17 }
      await route.fulfill({ response, json: [...menu, unknown] })
    })
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    const reported = page.waitForRequest((request) => request.url().includes('/api/config/binnacle') && (request.postData() ?? '').includes('menu key=blockchain'))
    await signIn(page, 'alumno')
    const nav = page.getByRole('navigation', { name: 'Menú principal' })
    await expect(nav.getByRole('link', { name: 'Servicios en línea' })).toBeVisible()
    await expect(nav.getByRole('link', { name: /blockchain/i })).toHaveCount(0)
    // In the binnacle's words: a consultation that went wrong.
    expect((await reported).postDataJSON()).toMatchObject({ action: 'Consulta', eventuality: 'Error', detail: 'menu key=blockchain item=9999 hidden: no icon' })
    expect(errors.some((e) => e.includes('no icon for menu key "blockchain"'))).toBe(true)
    // Silent: no error message for the person.
    await expect(page.getByRole('alert')).toHaveCount(0)
    // The confirmed session asks for the menu again; an answer still being changed when the browser closes is of no use.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })
})

test('the reference seed sends no menu key the portal cannot draw', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await signIn(page, 'alumno')
  await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Configuración' })).toBeVisible()
  expect(errors.filter((e) => e.includes('no icon for menu key'))).toEqual([])
})

test('tutor lands on home choosing among linked students', async ({ page }) => {
  await signIn(page, 'tutor')
  await expect(page.getByText('Elige a quién quieres consultar y su carrera.')).toBeVisible()
  await expect(page.getByLabel('Alumno', { exact: true }).locator('option')).toHaveCount(2)
})

test('admin lands on home, which leads to the student search', async ({ page }) => {
  await signIn(page, 'admin')
  await expect(page.getByRole('heading', { name: 'Alumno consultado' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Buscar alumno' })).toBeVisible()
  await expect(page.getByText('Administrativo', { exact: false }).first()).toBeVisible()
})

test('a student who is not enrolled sees the not-enrolled page', async ({ page }) => {
  await signIn(page, 'sinmatricula')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No tienes una inscripción vigente')
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
})

test('a user the API does not know sees the user-not-found page', async ({ page }) => {
  await signIn(page, 'desconocido')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos tu usuario')
})

test.describe('a host that serves the portal’s page at /login', () => {
  // The page is changed on its way to the browser, so the worker must not answer it instead.
  test.use({ serviceWorkers: 'block' })

  test('gets the error screen once, not a page that reloads for ever', async ({ page }) => {
    let loads = 0
    await page.route(/\/login(\?|$)/, async (route) => {
      loads += 1
      const portalPage = await route.fetch({ url: new URL('/home', route.request().url()).href })
      await route.fulfill({ response: portalPage })
    })
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Algo salió mal en esta pantalla' })).toBeVisible()
    expect(loads).toBe(1)
  })
})
