/**
 * The home's first view reads the person's saved copy with IndexedDB itself: the identity the
 * worker kept, the selection the portal kept, and each account's unread count, keyed as the
 * worker keys them; nothing when the copy could not show the whole first screen of a student.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { Role } from '@/contract/user'
import { termsGate } from '@/features/terms/logic'
import { resolveActiveRole } from '@/shared/auth/roles'
import { deleteUserDatabases, openUserDb, userDb, writeKv } from '@/shared/db/user-db'
import { writeUserKv } from '@/start/saved-db'
import { activeRoleIsStudent, readSavedHome } from '@/start/saved-home'

const career = (cvProgram: string, programName: string, enrolled: boolean) => ({
  cvProgram,
  programName,
  campusCode: 'COY',
  campusName: 'Campus Coyoacán',
  level: 'Licenciatura',
  modality: 'Presencial',
  enrolled,
})
const FIRST = {
  accountNumber: '010245871',
  fullName: 'Valeria Hernández Ruiz',
  email: 'valeria@example.edu',
  portal: 'uvm',
  businessLine: 'UVM Licenciatura',
  campusCode: 'COY',
  campusName: 'Campus Coyoacán',
  careers: [career('LPSI-18', 'Licenciatura en Psicología', true), career('LPED-18', 'Licenciatura en Pedagogía', false)],
}
const SECOND = { ...FIRST, accountNumber: '010245872', businessLine: 'UVM Posgrado', careers: [career('MEDU-22', 'Maestría en Educación', true)] }
const USER = {
  userId: 1,
  userEmail: 'valeria@example.edu',
  fullName: 'Valeria Hernández Ruiz',
  rols: [{ id: 3, description: 'Alumno' }],
  userAccount: '010245871',
  tutorId: null,
  keycloakId: 'k1',
  errorMessage: null,
  notEnrolled: false,
  students: [FIRST, SECOND],
  terms: { currentVersion: '2026-08', acceptedVersion: '2026-08', acceptedAt: '2026-08-01T10:00:00Z' },
}
const USER_KEY = '/user/student?portal=uvm'
const unreadKey = (account: string) => `/notification/sending/pending?accountNumber=${account}&portal=uvm`

async function saved(user: string, rows: { key: string; value: unknown }[], selection: unknown = { student: SECOND, cvProgram: 'MEDU-22' }) {
  openUserDb(user)
  if (selection) await writeKv('selection', selection)
  await userDb().snapshots.bulkPut(rows.map((row) => ({ ...row, kind: 'user', savedAt: 1_700_000_000_000 })))
  userDb().close()
}

afterEach(async () => {
  await deleteUserDatabases()
})

describe('the home first view’s saved copy', () => {
  it('reads the identity, the saved selection with the identity’s own account, and each account’s unread count for this brand', async () => {
    await saved('u1', [
      { key: USER_KEY, value: USER },
      { key: unreadKey('010245872'), value: { totalPendingRead: 4 } },
    ])
    expect(await readSavedHome('u1', 'uvm')).toEqual({
      fullName: 'Valeria Hernández Ruiz',
      students: [FIRST, SECOND],
      selection: { student: SECOND, cvProgram: 'MEDU-22' },
      unread: { '010245872': 4 },
    })
    // Another brand's calls are kept under other keys.
    expect(await readSavedHome('u1', 'unitec')).toBeUndefined()
  })

  it('keeps a choice made on the first view where the portal keeps it, so a reload before the take-over keeps it', async () => {
    await saved('w1', [{ key: USER_KEY, value: USER }])
    // Saved before: the second account. Chosen on the first view: the first one's psychology.
    await writeUserKv('w1', 'selection', { student: FIRST, cvProgram: 'LPSI-18' })
    expect((await readSavedHome('w1', 'uvm'))?.selection).toEqual({ student: FIRST, cvProgram: 'LPSI-18' })
    // No database of that person on this device: nothing is created.
    await writeUserKv('nobody', 'selection', { student: FIRST, cvProgram: 'LPED-18' })
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(expect.stringContaining('nobody'))
  })

  it('shows the career the portal would: the saved one while the account still has it, else its first', async () => {
    await saved('u2', [{ key: USER_KEY, value: USER }], { student: { ...FIRST, careers: [] }, cvProgram: 'GONE-01' })
    expect((await readSavedHome('u2', 'uvm'))?.selection).toEqual({ student: FIRST, cvProgram: 'LPSI-18' })
  })

  it('gives nothing without a saved selection, for another role, a person not enrolled, terms to accept, a missing field, or no database', async () => {
    await saved('u3', [{ key: USER_KEY, value: USER }], null)
    expect(await readSavedHome('u3', 'uvm')).toBeUndefined()
    const variants = [
      { ...USER, rols: [...USER.rols, { id: 2, description: 'Tutor' }] },
      { ...USER, notEnrolled: true },
      { ...USER, terms: { ...USER.terms, currentVersion: '2026-12' } },
      { ...USER, students: [FIRST, { ...SECOND, businessLine: undefined }] },
      { ...USER, students: [] },
    ]
    for (const [i, user] of variants.entries()) {
      await saved(`v${i}`, [{ key: USER_KEY, value: user }])
      expect(await readSavedHome(`v${i}`, 'uvm')).toBeUndefined()
    }
    expect(await readSavedHome('nobody', 'uvm')).toBeUndefined()
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain('portal-user-nobody')
  })

  it('draws for a student exactly when the portal’s active role is Alumno', () => {
    const names = ['Administrativo', 'Tutor', 'Alumno'] as const
    for (let mask = 1; mask < 8; mask++) {
      const roles: Role[] = names.filter((_, i) => mask & (1 << i)).map((description, id) => ({ id, description }))
      expect(activeRoleIsStudent(roles)).toBe(resolveActiveRole(roles)?.description === 'Alumno')
    }
  })

  it('draws only when the portal would not ask for the terms first', async () => {
    const cases = [undefined, { currentVersion: '', acceptedVersion: null, acceptedAt: null }, USER.terms, { ...USER.terms, acceptedVersion: '2026-01' }, { ...USER.terms, acceptedVersion: null }]
    for (const [i, terms] of cases.entries()) {
      await saved(`t${i}`, [{ key: USER_KEY, value: { ...USER, terms } }])
      expect(Boolean(await readSavedHome(`t${i}`, 'uvm'))).toBe(termsGate(terms, 'online') === 'pass')
    }
  })
})
