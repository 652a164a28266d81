import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { deleteUserDatabases, openUserDb } from '@/shared/db/user-db'
import { RECENT_LIMIT, recentlyViewed, rememberViewed } from '@/features/digital-resources/recent'

const item = (id: number) => ({ id, kind: 'document' as const, title: `Documento ${id}`, author: 'Autora', fileName: `documento-${id}.pdf`, mimeType: 'application/pdf' })

describe('recently viewed resources', () => {
  beforeEach(() => void openUserDb(`test-${crypto.randomUUID()}`))
  afterEach(deleteUserDatabases)

  it('lists the account’s resources newest first, once each', async () => {
    await rememberViewed('010245871', item(1), 'Biblioteca Digital UVM', 1_000)
    await rememberViewed('010245871', item(2), 'Biblioteca Digital UVM', 2_000)
    await rememberViewed('010245871', item(1), 'Biblioteca Digital UVM', 3_000)
    const recent = await recentlyViewed('010245871')
    expect(recent.map((row) => [row.resourceId, row.viewedAt])).toEqual([[1, 3_000], [2, 2_000]])
    expect(recent[0]).toMatchObject({ title: 'Documento 1', libraryName: 'Biblioteca Digital UVM' })
  })

  it('keeps each account’s list apart', async () => {
    await rememberViewed('010245871', item(1), 'Biblioteca Digital UVM', 1_000)
    await rememberViewed('010245872', item(2), 'Biblioteca Digital UVM', 2_000)
    expect((await recentlyViewed('010245871')).map((row) => row.resourceId)).toEqual([1])
  })

  it(`keeps only the last ${RECENT_LIMIT}`, async () => {
    for (let id = 1; id <= RECENT_LIMIT + 3; id++) await rememberViewed('010245871', item(id), 'Biblioteca', id * 1_000)
    const recent = await recentlyViewed('010245871')
    expect(recent).toHaveLength(RECENT_LIMIT)
    expect(recent[0]?.resourceId).toBe(RECENT_LIMIT + 3)
    expect(recent.at(-1)?.resourceId).toBe(4)
  })

  it('is gone after sign-out, with the person’s database', async () => {
    await rememberViewed('010245871', item(1), 'Biblioteca', 1_000)
    await deleteUserDatabases()
    openUserDb(`test-${crypto.randomUUID()}`)
    expect(await recentlyViewed('010245871')).toEqual([])
  })
})
