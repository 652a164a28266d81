import type { Tutor } from '../../src/contract/user.ts'
import { insert, type Db } from '../db/sql.ts'
import { USER_IDS } from './identities.ts'
import { ACCOUNTS } from './students.ts'

export const TUTOR: Tutor = {
  tutorId: 501,
  fullName: 'Jorge Ramírez Castillo',
  email: 'tutor@demo.edu.mx',
  relationship: 'Padre',
}

/** Each portal: two enabled links and one disabled (the tutor must not see that student). */
const LINKS: ReadonlyArray<[string, boolean]> = [
  [ACCOUNTS.tutoredUvm, true],
  [ACCOUNTS.tutoredUvm2, true],
  [ACCOUNTS.tutoredUvmDisabled, false],
  [ACCOUNTS.tutoredUnitec, true],
  [ACCOUNTS.tutoredUnitec2, true],
  [ACCOUNTS.tutoredUnitecDisabled, false],
]

export function seedTutors(db: Db): void {
  insert(db, 'tutors', {
    id: TUTOR.tutorId, user_id: USER_IDS.tutor, full_name: TUTOR.fullName, email: TUTOR.email, relationship: TUTOR.relationship,
  })
  for (const [accountNumber, enabled] of LINKS) {
    insert(db, 'tutor_students', { tutor_id: TUTOR.tutorId, account_number: accountNumber, enabled: enabled ? 1 : 0 })
  }
}
