import { expect, test, type CDPSession, type Page } from '@playwright/test'
import { newProfileDir, openProfile, userDbRows } from './profile'
import { signIn, signInAsStudent } from './support'

interface DomNode {
  nodeId: number
  nodeType: number
  nodeName: string
  nodeValue: string
  attributes?: string[]
  children?: DomNode[]
  shadowRoots?: DomNode[]
  shadowRootType?: string
}

/** Children in the flat tree, without the browser's own shadow roots of form controls. */
const childrenOf = (node: DomNode) => [...(node.shadowRoots ?? []).filter((r) => r.shadowRootType !== 'user-agent'), ...(node.children ?? [])]

/** Waits until the portal has kept its copy of a start screen in the person's database. */
async function startViewSaved(page: Page, path: string, containing: string) {
  const savedHtml = async () =>
    (await userDbRows<{ key: string; value: { html?: string } }>(page, 'kv')).find((row) => row.key === `start-view:${path}`)?.value.html ?? ''
  await expect.poll(savedHtml, { timeout: 15_000 }).toContain(containing)
}

const attribute = (node: DomNode, name: string) => {
  const at = node.attributes?.indexOf(name) ?? -1
  return at >= 0 && at % 2 === 0 ? node.attributes![at + 1] : undefined
}

function find(node: DomNode, test: (n: DomNode) => boolean): DomNode | undefined {
  if (test(node)) return node
  for (const child of childrenOf(node)) {
    const found = find(child, test)
    if (found) return found
  }
  return undefined
}

const textOf = (node: DomNode): string =>
  node.nodeType === 3 ? node.nodeValue : childrenOf(node).map(textOf).join(' ')

/**
 * What the page shows before any script of the portal runs, read through the browser's own
 * inspector (the copy sits in a closed shadow root that page scripts and locators cannot reach).
 */
async function paintedCopy(cdp: CDPSession) {
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode }
  const host = find(root, (n) => attribute(n, 'id') === 'start-view')
  const heading = host && find(host, (n) => n.nodeName === 'H1')
  const fontSize = async (node: DomNode) => {
    const { computedStyle } = (await cdp.send('CSS.getComputedStyleForNode', { nodeId: node.nodeId })) as { computedStyle: { name: string; value: string }[] }
    return computedStyle.find((p) => p.name === 'font-size')?.value
  }
  return {
    host,
    text: host ? textOf(host).replace(/\s+/g, ' ') : '',
    headingFontSize: heading ? await fontSize(heading) : undefined,
    selectedOptions: host ? collect(host, (n) => n.nodeName === 'OPTION' && attribute(n, 'selected') !== undefined).map((n) => textOf(n).trim()) : [],
  }
}

function collect(node: DomNode, test: (n: DomNode) => boolean, into: DomNode[] = []): DomNode[] {
  if (test(node)) into.push(node)
  for (const child of childrenOf(node)) collect(child, test, into)
  return into
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

/** The browser's inspector, with what it needs to read the copy and its styles. */
async function inspector(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  return cdp
}

test('with no signal, a restarted browser paints the last home before its scripts run, then the live home takes over', async () => {
  const signedIn = await studentWithWorker()
  let { context, page } = signedIn
  // Opened again under the worker, which keeps what the home reads for the next start.
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  const career = (await page.getByLabel('Carrera').locator('option:checked').textContent())!.trim()
  await startViewSaved(page, '/home', 'Alumno y carrera')
  await context.close()

  context = await openProfile(signedIn.dir, { offline: true })
  page = context.pages()[0]!
  const cdp = await inspector(page)
  // The portal's scripts do not run at all: whatever shows comes from the worker's page alone.
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true })
  await page.goto('/home')
  expect(await page.locator('#root').innerHTML()).toBe('')
  const copy = await paintedCopy(cdp)
  expect(copy.host).toBeDefined()
  expect(copy.text).toContain('Hola, Valeria')
  expect(copy.text).toContain('Alumno y carrera')
  expect(copy.text).toContain('Valeria Hernández Ruiz')
  expect(copy.selectedOptions).toContain(career)
  // Nothing in it can be used or read out as if it were the live page.
  expect(attribute(copy.host!, 'aria-hidden')).toBe('true')
  await expect(page.getByText('Alumno y carrera')).toHaveCount(0)

  // With its scripts, the live home replaces the copy and answers to the person.
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: false })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await expect(page.locator('#start-view')).toHaveCount(0)
  // Drawn in the portal's own styles, not as bare HTML.
  const liveFontSize = await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontSize)
  expect(copy.headingFontSize).toBe(liveFontSize)
  expect(liveFontSize).not.toBe('32px')
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Credencial digital' }).click()
  await expect(page.getByRole('heading', { name: 'Credencial digital' })).toBeVisible()
  await context.close()
})

test('the credential shortcut opens on its last copy, and sign-out leaves no copy for the next person', async () => {
  const { context, page } = await studentWithWorker()
  await page.goto('/credential')
  await expect(page.getByRole('img', { name: 'Código QR de tu credencial' })).toBeVisible()
  await startViewSaved(page, '/credential', 'Credencial digital')

  const cdp = await inspector(page)
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true })
  await page.goto('/credential')
  const copy = await paintedCopy(cdp)
  expect(copy.text).toContain('Credencial digital')
  expect(copy.text).toContain('010245871')

  await cdp.send('Emulation.setScriptExecutionDisabled', { value: false })
  await page.goto('/home')
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
  await page.getByRole('alertdialog', { name: '¿Cerrar sesión?' }).getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Microsoft' })).toBeVisible()

  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true })
  for (const path of ['/home', '/credential']) {
    await page.goto(path)
    expect((await paintedCopy(cdp)).host).toBeUndefined()
  }
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: false })

  // The next person starts on their own copy only.
  await signIn(page, 'tutor')
  await expect(page.getByText('Elige a quién quieres consultar y su carrera.')).toBeVisible()
  await startViewSaved(page, '/home', 'Elige a quién quieres consultar')
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true })
  await page.goto('/home')
  const next = await paintedCopy(cdp)
  expect(next.text).toContain('Hola, Jorge')
  expect(next.text).not.toContain('Hola, Valeria')
  await context.close()
})
