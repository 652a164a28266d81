import { hashPassword } from '../auth/password.ts'
import { insert, type Db } from '../db/sql.ts'
import { ROLE_IDS } from '../data/users.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoSubject, type DemoUsername } from './demo-accounts.ts'

/** Ids of the demo users in the API's database (`desconocido` has none on purpose). */
export const USER_IDS = { alumno: 1, tutor: 2, admin: 3, sinmatricula: 4 } as const satisfies Partial<Record<DemoUsername, number>>

export function seedIdentities(db: Db): void {
  for (const account of DEMO_ACCOUNTS) {
    insert(db, 'idp_accounts', {
      sub: demoSubject(account.username),
      username: account.username,
      email: account.email,
      given_name: account.givenName,
      family_name: account.familyName,
      roles: JSON.stringify(account.roles),
      // A per-user salt derived from the name keeps the seed deterministic.
      password_hash: hashPassword(DEMO_PASSWORD, `seed-${account.username}`),
    })
    if (!account.inApi) continue
    const id = USER_IDS[account.username as keyof typeof USER_IDS]
    insert(db, 'users', { id, email: account.email, full_name: `${account.givenName} ${account.familyName}` })
    for (const role of account.roles) insert(db, 'user_roles', { user_id: id, role_id: ROLE_IDS[role] })
  }
}
