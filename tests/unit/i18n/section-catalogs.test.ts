import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/shared/storage-keys'

/** A fresh i18n instance and a fresh record of loaded sections, whatever ran before in this worker. */
async function freshI18n() {
  vi.resetModules()
  const module = await import('@/shared/i18n/i18n')
  await module.activateLocale('es')
  return module
}

afterEach(() => localStorage.removeItem(STORAGE_KEYS.locale))

describe('section catalogs', () => {
  it('loads a section once when several screens ask for it together, so the texts on screen render again once', async () => {
    const { i18n, loadSectionCatalog } = await freshI18n()
    const before = Object.keys(i18n.messages).length
    let changes = 0
    const stop = i18n.on('change', () => changes++)
    // The home's three cards ask for their catalog at the same moment.
    await Promise.all([loadSectionCatalog('home-cards'), loadSectionCatalog('home-cards'), loadSectionCatalog('home-cards')])
    expect(changes).toBe(1)
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(before)
    // Asked for again later (another card drawn), nothing on screen renders again.
    await loadSectionCatalog('home-cards')
    stop()
    expect(changes).toBe(1)
  })

  it('keeps a section for the next language chosen', async () => {
    const { activateLocale, i18n, loadSectionCatalog } = await freshI18n()
    await loadSectionCatalog('home-cards')
    const spanish = Object.keys(i18n.messages).length
    await activateLocale('en')
    expect(Object.keys(i18n.messages).length).toBe(spanish)
    let changes = 0
    const stop = i18n.on('change', () => changes++)
    await loadSectionCatalog('home-cards')
    stop()
    expect(changes).toBe(0)
  })

  it('has the cards’ texts loaded by the home’s route, before it renders: the cards arriving later render nothing again', async () => {
    const { i18n, loadSectionCatalog } = await freshI18n()
    const { Route } = await import('@/routes/_app/home')
    const loader = Route.options.loader
    if (typeof loader !== 'function') throw new Error('the home route has no loader')
    await loader({} as NonNullable<Parameters<typeof loader>[0]>)
    let changes = 0
    const stop = i18n.on('change', () => changes++)
    // What each card asks for when its code arrives.
    await loadSectionCatalog('home-cards')
    stop()
    expect(changes).toBe(0)
  })
})
