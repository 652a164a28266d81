import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canReadAccount } from '../../server/api/access.ts'
import { findUserByEmail } from '../../server/data/users.ts'
import { DATABASE_FILE } from '../../server/db/database.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { demoSubject } from '../../server/seed/demo-accounts.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { TUTOR } from '../../server/seed/tutors.ts'
import { api, signIn } from '../support/sign-in.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  server = await startTestServer()
  for (const user of ['alumno', 'tutor', 'admin', 'sinmatricula', 'desconocido'] as const) {
    tokens[user] = (await signIn(server.url, user)).tokens.access_token
  }
})
afterAll(() => server.stop())

const call = (user: DemoUsername, path: string, query: Record<string, string> = {}) => api(server.url, tokens[user], path, query)

type Row = [user: DemoUsername, account: string, portal: 'uvm' | 'unitec', photo: number, pending: number]

/** Who may read which account: own, linked and enabled for a tutor, per-service permission for an administrative. */
const MATRIX: Row[] = [
  ['alumno', ACCOUNTS.alumnoUvm, 'uvm', 200, 200],
  ['alumno', ACCOUNTS.alumnoUvm2, 'uvm', 200, 200],
  ['alumno', ACCOUNTS.alumnoUnitec, 'unitec', 200, 200],
  ['alumno', ACCOUNTS.alumnoUnitec, 'uvm', 403, 403],
  ['alumno', ACCOUNTS.adminUvm, 'uvm', 403, 403],
  ['alumno', ACCOUNTS.sinMatriculaUvm, 'uvm', 403, 403],
  ['alumno', ACCOUNTS.tutoredUvm, 'uvm', 403, 403],
  ['alumno', '999999999', 'uvm', 403, 403],
  ['tutor', ACCOUNTS.tutoredUvm, 'uvm', 200, 200],
  ['tutor', ACCOUNTS.tutoredUvm2, 'uvm', 200, 200],
  ['tutor', ACCOUNTS.tutoredUvmDisabled, 'uvm', 403, 403],
  ['tutor', ACCOUNTS.tutoredUnitec, 'unitec', 200, 200],
  ['tutor', ACCOUNTS.tutoredUnitecDisabled, 'unitec', 403, 403],
  ['tutor', ACCOUNTS.alumnoUvm, 'uvm', 403, 403],
  ['admin', ACCOUNTS.adminUvm, 'uvm', 200, 200],
  // The administrative role reads any student of the portal where its service permissions say so.
  ['admin', ACCOUNTS.alumnoUvm, 'uvm', 200, 200],
  ['admin', ACCOUNTS.tutoredUvmDisabled, 'uvm', 200, 200],
  ['admin', ACCOUNTS.alumnoUnitec, 'uvm', 403, 403],
  ['sinmatricula', ACCOUNTS.sinMatriculaUvm, 'uvm', 200, 200],
  ['sinmatricula', ACCOUNTS.alumnoUvm, 'uvm', 403, 403],
  ['desconocido', ACCOUNTS.alumnoUvm, 'uvm', 404, 404],
]

describe('account access matrix', () => {
  it.each(MATRIX)('%s → %s (%s): photo %i, pending %i', async (user, account, portal, photo, pending) => {
    const photoAnswer = await call(user, '/user/photo', { accountNumber: account, portal })
    expect(photoAnswer.status).toBe(photo)
    const pendingAnswer = await call(user, '/notification/sending/pending', { accountNumber: account, portal })
    expect(pendingAnswer.status).toBe(pending)
    if (pending !== 200) expect(await pendingAnswer.json()).toHaveProperty('message')
  })

  it('limits an administrative to the services its role may read', () => {
    const db = new DatabaseSync(join(server.dataDir, DATABASE_FILE), { readOnly: true })
    try {
      const user = findUserByEmail(db, 'admin@demo.edu.mx')
      if (!user) throw new Error('admin missing from the seed')
      const caller = { subject: 's', email: user.email, portal: 'uvm', user, activeRole: 'Administrativo', sessionId: null } as const
      expect(canReadAccount(db, caller, ACCOUNTS.alumnoUvm, 'photo')).toBe(true)
      expect(canReadAccount(db, caller, ACCOUNTS.alumnoUvm, 'online-services')).toBe(false)
      expect(canReadAccount(db, caller, ACCOUNTS.adminUvm, 'online-services')).toBe(true)
      expect(canReadAccount(db, { ...caller, activeRole: 'Alumno' }, ACCOUNTS.alumnoUvm, 'photo')).toBe(false)
    } finally {
      db.close()
    }
  })

  it('counts unread notifications of the account', async () => {
    const answer = await call('alumno', '/notification/sending/pending', { accountNumber: ACCOUNTS.alumnoUvm })
    expect(await answer.json()).toEqual({ totalPendingRead: 21 })
  })
})

describe('role-scoped routes', () => {
  it('lets only an administrative with Lectura search students', async () => {
    const admin = await call('admin', '/student/generalstudent', { isAccount: 'false', value: 'Ramírez', size: '2' })
    expect(admin.status).toBe(200)
    const page = (await admin.json()) as { content: Array<{ fullName: string }>; totalElements: number; size: number }
    expect(page.size).toBe(2)
    expect(page.content).toHaveLength(2)
    expect(page.totalElements).toBe(3)
    const byAccount = await call('admin', '/student/generalstudent', { isAccount: 'true', value: ACCOUNTS.alumnoUvm })
    expect(((await byAccount.json()) as { content: Array<{ accountNumber: string }> }).content.map((s) => s.accountNumber)).toEqual([ACCOUNTS.alumnoUvm])
    for (const user of ['alumno', 'tutor', 'sinmatricula'] as const) {
      expect((await call(user, '/student/generalstudent')).status).toBe(403)
    }
  })

  it('refuses a search value with control characters instead of matching everyone', async () => {
    for (const value of ['\u0000', 'Ram\u0000', 'a\tb', '\u001f']) {
      const answer = await call('admin', '/student/generalstudent', { isAccount: 'false', value })
      expect(answer.status).toBe(400)
      expect(((await answer.json()) as { message: string }).message).toMatch(/control character/)
    }
  })

  it('gives a tutor their linked, enabled students of the portal only', async () => {
    const own = await call('tutor', `/student/tutor/${TUTOR.tutorId}/id`)
    expect(own.status).toBe(200)
    const students = (await own.json()) as Array<{ accountNumber: string }>
    expect(students.map((s) => s.accountNumber).sort()).toEqual([ACCOUNTS.tutoredUvm, ACCOUNTS.tutoredUvm2].sort())
    expect((await call('tutor', `/student/tutor/${TUTOR.tutorId + 1}/id`)).status).toBe(403)
    expect((await call('alumno', `/student/tutor/${TUTOR.tutorId}/id`)).status).toBe(403)
    expect((await call('tutor', '/user/tutor')).status).toBe(200)
    expect((await call('alumno', '/user/tutor')).status).toBe(403)
  })

  it('answers 404 Usuario no encontrado for a sign-in the API does not know', async () => {
    const answer = await call('desconocido', '/user/student')
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ message: 'Usuario no encontrado' })
  })

  it('describes the logged-in user from the token, per portal', async () => {
    const uvm = (await (await call('alumno', '/user/student')).json()) as Record<string, unknown> & { students: Array<{ careers: unknown[] }> }
    expect(uvm).toMatchObject({
      userEmail: 'alumno@demo.edu.mx', keycloakId: demoSubject('alumno'), notEnrolled: false, userAccount: ACCOUNTS.alumnoUvm,
      rols: [{ id: 3, description: 'Alumno' }], tutorId: null,
    })
    expect(uvm.students).toHaveLength(2)
    expect(uvm.students[0]?.careers).toHaveLength(2)
    const unitec = (await (await call('alumno', '/user/student', { portal: 'unitec' })).json()) as { students: Array<{ accountNumber: string; portal: string }> }
    expect(unitec.students.map((s) => s.accountNumber)).toEqual([ACCOUNTS.alumnoUnitec, ACCOUNTS.alumnoUnitec2])
    const admin = (await (await call('admin', '/user/student')).json()) as { rols: unknown[] }
    expect(admin.rols).toEqual([{ id: 1, description: 'Administrativo' }, { id: 3, description: 'Alumno' }])
    const tutor = (await (await call('tutor', '/user/student')).json()) as { tutorId: number }
    expect(tutor.tutorId).toBe(TUTOR.tutorId)
  })

  it('marks a student without enrollment', async () => {
    const answer = (await (await call('sinmatricula', '/user/student')).json()) as { notEnrolled: boolean; errorMessage: string | null }
    expect(answer.notEnrolled).toBe(true)
    expect(answer.errorMessage).toBeTruthy()
  })

  it('serves the menu of the active role, in order, with no entry the portal cannot draw', async () => {
    const alumno = (await (await call('alumno', '/user/menu/email')).json()) as Array<{ icon: string; order: number; route: string }>
    expect(alumno.map((item) => item.icon)).not.toContain('blockchain')
    expect(alumno.map((item) => item.route)).toEqual(expect.arrayContaining(['/online-services', '/online-classes']))
    expect(alumno.map((item) => item.order)).toEqual([...alumno.map((item) => item.order)].sort((a, b) => a - b))
    const admin = (await (await call('admin', '/user/menu/email')).json()) as Array<{ route: string }>
    expect(admin.map((item) => item.route)).toContain('/find-student')
    const unitec = (await (await call('alumno', '/user/menu/email', { portal: 'unitec' })).json()) as Array<{ icon: string }>
    expect(unitec.map((item) => item.icon)).toContain('libraries')
  })

  it('reports the action permissions of the active role', async () => {
    const findStudent = { serviceId: '18' }
    expect(await (await call('admin', '/catalogs/service/action', findStudent)).json()).toMatchObject({ Lectura: true, Eliminar: false })
    expect(await (await call('alumno', '/catalogs/service/action', findStudent)).json()).toMatchObject({ Lectura: false })
    expect(await (await call('alumno', '/catalogs/service/action', { serviceId: '9999' })).json()).toEqual({
      Aprobar: false, Crear: false, Editar: false, Ejecutar: false, Eliminar: false, Lectura: false,
    })
  })
})
