import { createHash } from 'node:crypto'
import type { RoleName } from '../../src/contract/user.ts'

export const DEMO_PASSWORD = 'demo'

export interface DemoAccount {
  username: string
  givenName: string
  familyName: string
  email: string
  roles: RoleName[]
  /** False for the account that exists only in the sign-in provider. */
  inApi: boolean
  shows: string
}

/** The demo sign-ins; `main.ts` prints them and the tests use them. All share DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = [
  {
    username: 'alumno', givenName: 'Valeria', familyName: 'Hernández Ruiz', email: 'alumno@demo.edu.mx',
    roles: ['Alumno'], inApi: true,
    shows: 'Alumno: two accounts per portal, the first with two careers; photo states, notifications',
  },
  {
    username: 'tutor', givenName: 'Jorge', familyName: 'Ramírez Castillo', email: 'tutor@demo.edu.mx',
    roles: ['Tutor'], inApi: true,
    shows: 'Tutor: two linked, enabled students per portal and one linked but disabled',
  },
  {
    username: 'admin', givenName: 'Laura', familyName: 'Gómez Villanueva', email: 'admin@demo.edu.mx',
    roles: ['Administrativo', 'Alumno'], inApi: true,
    shows: 'Administrativo (also Alumno): find student, own student account',
  },
  {
    username: 'sinmatricula', givenName: 'Carlos', familyName: 'Mendoza Pérez', email: 'sinmatricula@demo.edu.mx',
    roles: ['Alumno'], inApi: true,
    shows: 'Alumno who is not enrolled (notEnrolled: true)',
  },
  {
    username: 'desconocido', givenName: 'Fernanda', familyName: 'Ortiz Salas', email: 'desconocido@demo.edu.mx',
    roles: ['Alumno'], inApi: false,
    shows: 'Signs in, but the API does not know them: "Usuario no encontrado" (404)',
  },
] as const satisfies readonly DemoAccount[]

export type DemoUsername = (typeof DEMO_ACCOUNTS)[number]['username']

/** Stable UUID-shaped subject per username (what Keycloak would have as the user id). */
export function demoSubject(username: string): string {
  const hex = createHash('sha256').update(`student-portal-demo:${username}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

export function demoAccountsTable(): string {
  const rows = DEMO_ACCOUNTS.map((a) => [a.username, DEMO_PASSWORD, a.shows])
  const header = ['user', 'password', 'what it shows']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)))
  const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}
