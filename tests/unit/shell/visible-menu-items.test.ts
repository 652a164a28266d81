import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MenuItem } from '@/contract/user'

const recordAction = vi.hoisted(() => vi.fn(async () => undefined))
vi.mock('@/shared/binnacle/record', () => ({ recordAction }))
const { visibleMenuItems } = await import('@/app/shell/side-nav')

const item = (id: number, icon: string, order: number, route = `/${icon}`): MenuItem => ({ id, name: icon, icon, route, order, serviceId: id })
const screens = new Set(['/home', '/online-services', '/agenda'])
const hasScreen = (route: string) => screens.has(route)

describe('visibleMenuItems (spec §8: a menu entry the portal cannot show)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    recordAction.mockClear()
  })

  it('hides an entry whose icon key the portal does not know, keeps the order, and reports it once, silently', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const menu = [item(3, 'online-services', 30), item(1, 'home', 10), item(2, 'blockchain', 20, '/home')]

    expect(visibleMenuItems(menu, hasScreen).map((entry) => entry.icon)).toEqual(['home', 'online-services'])
    expect(logged).toHaveBeenCalledOnce()
    expect(String(logged.mock.calls[0]?.[0])).toContain('no icon for menu key "blockchain"')
    // In the binnacle, as a consultation that went wrong.
    await vi.waitFor(() => expect(recordAction).toHaveBeenCalledOnce())
    expect(recordAction.mock.calls[0]).toEqual(['view', { eventuality: 'error', detail: 'menu key=blockchain item=2 hidden: no icon' }])

    // The same key again (every render of the menu) is not reported again.
    expect(visibleMenuItems(menu, hasScreen)).toHaveLength(2)
    expect(logged).toHaveBeenCalledOnce()
    expect(recordAction).toHaveBeenCalledOnce()
  })

  it('hides an entry with a known icon whose route has no screen in this version, instead of leading to a page that says so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const menu = [item(1, 'home', 10), item(4, 'international', 20, '/intercambios'), item(5, 'student-agenda', 30, '/agenda')]

    expect(visibleMenuItems(menu, hasScreen).map((entry) => entry.route)).toEqual(['/home', '/agenda'])
    expect(String(logged.mock.calls[0]?.[0])).toContain('no screen for menu route "/intercambios"')
    await vi.waitFor(() => expect(recordAction).toHaveBeenCalledOnce())
    expect(recordAction.mock.calls[0]).toEqual(['view', { eventuality: 'error', detail: 'menu route=/intercambios item=4 hidden: no screen' }])
  })
})
