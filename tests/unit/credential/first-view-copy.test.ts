/**
 * The credential's first view reads the person's saved copy with IndexedDB itself: the same rows
 * the portal's database keeps (the selection, the worker's saved answers), keyed as the worker
 * keys them, and nothing when the copy could not show the whole card.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { deleteUserDatabases, openUserDb, userDb, writeKv } from '@/shared/db/user-db'
import { readSavedCredential } from '@/start/saved-copy'

const CREDENTIAL = {
  status: 'VIGENTE',
  accountNumber: '010245871',
  fullName: 'Valeria Hernández Ruiz',
  businessLine: 'UVM Licenciatura',
  campusCode: 'COY',
  campusName: 'Campus Coyoacán',
  programName: 'Licenciatura en Psicología',
  expirationDate: '2027-01-31',
  photo: null,
}
const CODE = { code: 'c1.0123456789abcdef', expiresAt: '2026-11-28T12:00:00Z' }
const SELECTION = {
  student: {
    accountNumber: '010245871',
    fullName: 'Valeria Hernández Ruiz',
    careers: [
      { cvProgram: 'LPED-18', campusCode: 'COY' },
      { cvProgram: 'LPSI-18', campusCode: 'COY' },
    ],
  },
  cvProgram: 'LPSI-18',
}
const CARD_KEY = '/student/credential?accountNumber=010245871&campusId=COY&cvProgram=LPSI-18&portal=uvm'
const CODE_KEY = '/student/qr/encrypt?accountNumber=010245871&portal=uvm'

async function saved(user: string, rows: { key: string; value: unknown }[], selection: unknown = SELECTION) {
  openUserDb(user)
  if (selection) await writeKv('selection', selection)
  await userDb().snapshots.bulkPut(rows.map((row) => ({ ...row, kind: 'credential', savedAt: 1_700_000_000_000 })))
  userDb().close()
}

afterEach(async () => {
  await deleteUserDatabases()
})

describe('the first view’s saved copy', () => {
  it('reads the selected career’s card and the code the worker kept for this brand', async () => {
    await saved('u1', [
      { key: CARD_KEY, value: CREDENTIAL },
      { key: CODE_KEY, value: CODE },
    ])
    expect(await readSavedCredential('u1', 'uvm')).toEqual({ credential: CREDENTIAL, code: CODE, savedAt: 1_700_000_000_000 })
    // Another brand's calls are kept under other keys.
    expect(await readSavedCredential('u1', 'unitec')).toBeUndefined()
  })

  it('gives the card without a code when none was kept', async () => {
    await saved('u2', [{ key: CARD_KEY, value: { ...CREDENTIAL, status: 'VENCIDA' } }])
    expect(await readSavedCredential('u2', 'uvm')).toMatchObject({ credential: { status: 'VENCIDA' }, code: undefined })
  })

  it('gives nothing for a card missing a field, no selection, or a person with no database, and creates none', async () => {
    const { photo: _photo, ...withoutPhoto } = CREDENTIAL
    await saved('u3', [{ key: CARD_KEY, value: withoutPhoto }])
    expect(await readSavedCredential('u3', 'uvm')).toBeUndefined()
    await saved('u4', [{ key: CARD_KEY, value: CREDENTIAL }], null)
    expect(await readSavedCredential('u4', 'uvm')).toBeUndefined()
    expect(await readSavedCredential('nobody', 'uvm')).toBeUndefined()
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain('portal-user-nobody')
  })
})
