import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerPush } from '../../../sw/push'
import { markReadFromWorker } from '../../../sw/push-targets'

// No signed-in person unless a test says so: the click then only chooses and opens the window.
const session = vi.hoisted(() => ({ db: undefined as unknown }))
vi.mock('../../../sw/session', () => ({ activeUserDb: async () => session.db, currentLocale: async () => 'es' }))
// The last configuration the worker kept: UNITEC, which offers CoDi, unless a test says otherwise.
const kept = vi.hoisted(() => ({ config: undefined as unknown }))
vi.mock('../../../sw/config-route', () => ({ cachedConfig: async () => kept.config }))
vi.mock('../../../sw/push-targets', async (original) => ({ ...(await original<object>()), markReadFromWorker: vi.fn(async () => undefined) }))

type Listener = (event: unknown) => void

interface FakeWindow {
  focus: ReturnType<typeof vi.fn>
  navigate: ReturnType<typeof vi.fn>
}

let listeners: Record<string, Listener>
let windows: FakeWindow[]
const openWindow = vi.fn(async () => null)

beforeEach(() => {
  listeners = {}
  windows = []
  openWindow.mockClear()
  vi.stubGlobal('self', {
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    clients: { matchAll: async () => windows, openWindow },
  })
  registerPush()
})

afterEach(() => {
  vi.unstubAllGlobals()
  session.db = undefined
  kept.config = undefined
})

/** Clicks a system notification carrying `data`, and waits for what the click does. */
async function click(data: Record<string, string>) {
  let work: Promise<unknown> = Promise.resolve()
  const close = vi.fn()
  listeners.notificationclick!({ notification: { data, close }, waitUntil: (promise: Promise<unknown>) => (work = promise) })
  await work
  return { close }
}

const assigned = { clave: 'ASIGDOC', notificationId: '7', accountNumber: '010245871', programCode: 'LPSI-18', campusCode: 'COY' }
/** The screen, on the student and career the notice is about. */
const ASSIGNED_SCREEN = '/digital-files?student=010245871&career=LPSI-18'

describe('clicking a system notification', () => {
  it('focuses the open portal window and takes it to the screen of the notification', async () => {
    const open = { focus: vi.fn(async () => undefined), navigate: vi.fn(async () => null) }
    windows = [open]
    const { close } = await click(assigned)
    expect(close).toHaveBeenCalled()
    expect(open.focus).toHaveBeenCalled()
    expect(open.navigate).toHaveBeenCalledWith(ASSIGNED_SCREEN)
    expect(openWindow).not.toHaveBeenCalled()
  })

  it('still takes the open window to the screen when the browser refuses to focus it', async () => {
    const open = { focus: vi.fn(async () => Promise.reject(new DOMException('Not allowed to focus a window.', 'InvalidAccessError'))), navigate: vi.fn(async () => null) }
    windows = [open]
    await click(assigned)
    expect(open.navigate).toHaveBeenCalledWith(ASSIGNED_SCREEN)
    expect(openWindow).not.toHaveBeenCalled()
  })

  it('opens the screen in a new window when no portal window is open', async () => {
    await click({ ...assigned, clave: 'APROBFOTO' })
    expect(openWindow).toHaveBeenCalledWith('/perfil?student=010245871&career=LPSI-18')
  })

  it('opens the document a notice is about, and only names a student whose account is valid', async () => {
    await click({ ...assigned, docId: '10111' })
    expect(openWindow).toHaveBeenLastCalledWith('/digital-files?doc=10111&student=010245871&career=LPSI-18')
    await click({ ...assigned, accountNumber: '../x', docId: '10111' })
    expect(openWindow).toHaveBeenLastCalledWith('/digital-files?doc=10111')
  })

  it('opens a CoDi payment’s screen, or the payments screen where the kept configuration’s brand offers no CoDi', async () => {
    const codi = { ...assigned, clave: 'CODI', link: '/payments/result?id=42' }
    const flags = { codiBanner9: false, codiBanner7: false, codiUntc: true, mpUntc: true }
    kept.config = { apiBase: '/api', portal: 'unitec', flags }
    await click(codi)
    expect(openWindow).toHaveBeenLastCalledWith('/payments/result?id=42&student=010245871&career=LPSI-18')
    kept.config = { apiBase: '/api', portal: 'uvm', flags }
    await click(codi)
    expect(openWindow).toHaveBeenLastCalledWith('/payments?student=010245871&career=LPSI-18')
  })

  it('opens the web address of a notice with a link as it is, naming no student', async () => {
    await click({ ...assigned, clave: 'RECHADOC', link: 'https://www.uvm.mx/avisos' })
    expect(openWindow).toHaveBeenCalledWith('https://www.uvm.mx/avisos')
  })

  it('opens the window before marking the notification read, which may wait on the network', async () => {
    session.db = {}
    let markedAt = 0
    let openedAt = 0
    let step = 0
    openWindow.mockImplementation(async () => {
      openedAt = ++step
      return null
    })
    vi.mocked(markReadFromWorker).mockImplementation(async () => {
      markedAt = ++step
    })
    await click(assigned)
    expect(openWindow).toHaveBeenCalledWith(ASSIGNED_SCREEN)
    expect(markReadFromWorker).toHaveBeenCalledWith(session.db, assigned)
    expect(openedAt).toBeLessThan(markedAt)
  })
})
