import type { PersonalChange, PersonalRecord } from '../../src/contract/personal-information.ts'
import type { Db } from '../db/sql.ts'
import { curpOf, stateCodeOf } from '../../src/contract/curp.ts'
import {
  changesOf, decidePersonalRequest, fullNameOf, pendingPersonalRequests, recordOf, renameAccount, saveRecord, type PersonalRequestRow,
} from './personal-information.ts'

/**
 * The university's registrar for personal data, played by the reference server (architecture
 * §10): it decides each change request by a visible rule, an official document whose file name
 * says "rechazar" is turned down, anything else approved. An approved request is in effect at
 * once: the record takes the new values and its CURP follows the names and the birth date. No
 * notification is written: the spec's type codes have none for personal data; the decision and
 * its reason show in the account's `requests`.
 */

export type PersonalDecision = 'approve' | 'reject'

export interface PersonalVerdict {
  decision?: PersonalDecision | undefined
  reason?: string | undefined
}

export interface DecidedPersonalRequest {
  id: number
  accountNumber: string
  status: 'approved' | 'rejected'
  reason: string | null
}

const SAYS_REJECT = /rechazar/i
const NAME_FIELDS = new Set<PersonalChange['field']>(['givenNames', 'paternalSurname', 'maternalSurname'])
export const DOCUMENT_MISMATCH = 'Los datos que escribiste no coinciden con el documento oficial que enviaste.'

/** The record with the request's values, and a CURP that agrees with them. */
export function applyChanges(record: PersonalRecord, changes: readonly PersonalChange[]): PersonalRecord {
  const next: PersonalRecord = { ...record }
  for (const { field, to } of changes) {
    if (field === 'maternalSurname') next.maternalSurname = to
    else if (field === 'maritalStatus') next.maritalStatus = (to ?? record.maritalStatus) as PersonalRecord['maritalStatus']
    else next[field] = to ?? record[field]
  }
  // A birth in a state keeps RENAPO's code for it; a place that names none keeps the code it had.
  const state = stateCodeOf(next.birthPlace) ?? record.curp.slice(11, 13)
  next.curp = curpOf({
    givenNames: next.givenNames, paternalSurname: next.paternalSurname, maternalSurname: next.maternalSurname, birthDate: next.birthDate,
    sex: next.sex, state, homonym: record.curp[16],
  })
  return next
}

function decide(db: Db, request: PersonalRequestRow, verdict: PersonalVerdict, now: Date): DecidedPersonalRequest {
  const decision = verdict.decision ?? (SAYS_REJECT.test(request.document_name ?? '') ? 'reject' : 'approve')
  if (decision === 'reject') {
    const reason = verdict.reason ?? DOCUMENT_MISMATCH
    decidePersonalRequest(db, request.id, 'rejected', reason, now)
    return { id: request.id, accountNumber: request.account_number, status: 'rejected', reason }
  }
  const saved = recordOf(db, request.account_number)
  if (saved) {
    const changes = changesOf(request)
    const next = applyChanges(saved.record, changes)
    saveRecord(db, request.account_number, next, now)
    // A new name is the account's from now on, wherever the portal shows the student.
    if (changes.some(({ field }) => NAME_FIELDS.has(field))) renameAccount(db, request.account_number, fullNameOf(next))
  }
  decidePersonalRequest(db, request.id, 'approved', null, now)
  return { id: request.id, accountNumber: request.account_number, status: 'approved', reason: null }
}

/** Decides every pending request the filter selects, oldest first. Runs inside a transaction. */
export function decidePendingPersonal(
  db: Db, now: Date, filter: { accountNumber?: string | undefined; sentBefore?: Date | undefined }, verdict: PersonalVerdict = {},
): DecidedPersonalRequest[] {
  return pendingPersonalRequests(db, filter).map((request) => decide(db, request, verdict, now))
}
