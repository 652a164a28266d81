import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { deleteUserDatabases, openUserDb } from '@/shared/db/user-db'
import {
  clearSavedResources, evictionFor, keepResource, openSavedResource, savedResourcesUsage,
} from '@/shared/offline/saved-resources'

const KB = 1024
const row = (resourceId: number, sizeBytes: number, openedAt: number) => ({ resourceId, sizeBytes, openedAt })
const file = (resourceId: number, size: number, at: number) => ({
  resourceId, title: `Recurso ${resourceId}`, fileName: `recurso-${resourceId}.pdf`, mimeType: 'application/pdf',
  blob: new Blob([new Uint8Array(size)], { type: 'application/pdf' }), savedAt: at, openedAt: at,
})

describe('evictionFor (the budget of saved resources)', () => {
  it('drops nothing while the new file fits', () => {
    expect(evictionFor([row(1, 10, 1), row(2, 10, 2)], { resourceId: 3, sizeBytes: 10 }, 30)).toEqual([])
  })

  it('drops the least recently opened first, only as many as needed', () => {
    const saved = [row(1, 10, 300), row(2, 10, 100), row(3, 10, 200)]
    expect(evictionFor(saved, { resourceId: 4, sizeBytes: 10 }, 30)).toEqual([2])
    expect(evictionFor(saved, { resourceId: 4, sizeBytes: 25 }, 30)).toEqual([2, 3, 1])
  })

  it('counts a file opened again once, replacing its older copy', () => {
    expect(evictionFor([row(1, 10, 1), row(2, 10, 2)], { resourceId: 1, sizeBytes: 12 }, 22)).toEqual([])
  })
})

describe('the saved resources of a person', () => {
  beforeEach(() => void openUserDb(`test-${crypto.randomUUID()}`))
  afterEach(deleteUserDatabases)

  it('keeps files within the budget, evicting the least recently opened, and reports the space used', async () => {
    const budget = 30 * KB
    await keepResource(file(1, 10 * KB, 1_000), budget)
    await keepResource(file(2, 10 * KB, 2_000), budget)
    await keepResource(file(3, 10 * KB, 3_000), budget)
    // Opening the first again makes the second the least recently opened.
    expect((await openSavedResource(1, 4_000))?.savedAt).toBe(1_000)
    await keepResource(file(4, 10 * KB, 5_000), budget)
    expect(await openSavedResource(2)).toBeUndefined()
    expect((await savedResourcesUsage(budget))).toEqual({ count: 3, bytes: 30 * KB, budgetBytes: budget })
  })

  it('shows but never keeps a file bigger than the whole budget', async () => {
    expect(await keepResource(file(1, 40 * KB, 1_000), 30 * KB)).toBe(false)
    expect((await savedResourcesUsage()).count).toBe(0)
  })

  it('clears every saved file at once', async () => {
    await keepResource(file(1, KB, 1_000))
    await keepResource(file(2, KB, 2_000))
    await clearSavedResources()
    expect(await savedResourcesUsage(100 * KB)).toEqual({ count: 0, bytes: 0, budgetBytes: 100 * KB })
  })
})
