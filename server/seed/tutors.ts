import type { Tutor } from '../../src/contract/user.ts'
import { insert, type Db } from '../db/sql.ts'
import { USER_IDS } from './identities.ts'

export const TUTOR: Tutor = {
  tutorId: 501,
  fullName: 'Jorge Ramírez Castillo',
  email: 'tutor@demo.edu.mx',
  relationship: 'Padre',
}

/** The demo tutor's account; the students it sees are its registrations (seed/guardians.ts). */
export function seedTutors(db: Db): void {
  insert(db, 'tutors', {
    id: TUTOR.tutorId, user_id: USER_IDS.tutor, full_name: TUTOR.fullName, email: TUTOR.email, relationship: TUTOR.relationship,
  })
}
