import type { Photo } from '../../src/contract/user.ts'
import { insert, type Db } from '../db/sql.ts'
import { avatarDataUrl } from './avatar.ts'
import { addMonths, daysFromEpoch } from './epoch.ts'
import { ACCOUNTS, SEED_STUDENTS } from './students.ts'

// Spec §4: an approved photo can be changed again after 4 months.
const CHANGE_AFTER_MONTHS = 4

function photo(status: NonNullable<Photo['status']>, daysAgo: number): Omit<Photo, 'photo'> {
  const updatedAt = daysFromEpoch(-daysAgo)
  return { status, updatedAt, nextChangeAt: status === 'approved' ? addMonths(updatedAt, CHANGE_AFTER_MONTHS) : null }
}

/** One account of each photo state; the others have no photo yet. */
const PHOTOS: Partial<Record<string, Omit<Photo, 'photo'>>> = {
  [ACCOUNTS.alumnoUvm]: photo('approved', 40),
  [ACCOUNTS.alumnoUvm2]: photo('pending', 2),
  [ACCOUNTS.alumnoUnitec]: photo('rejected', 9),
  [ACCOUNTS.adminUvm]: photo('approved', 150),
  [ACCOUNTS.tutoredUvm]: photo('approved', 60),
  [ACCOUNTS.tutoredUvm2]: photo('pending', 1),
  [ACCOUNTS.tutoredUvmDisabled]: photo('approved', 200),
  [ACCOUNTS.tutoredUnitec]: photo('approved', 30),
}

export function seedPhotos(db: Db): void {
  for (const student of SEED_STUDENTS) {
    const state = PHOTOS[student.accountNumber]
    if (!state) continue
    insert(db, 'photos', {
      account_number: student.accountNumber,
      data_url: avatarDataUrl(student.fullName),
      status: state.status,
      updated_at: state.updatedAt,
      next_change_at: state.nextChangeAt,
    })
  }
}
