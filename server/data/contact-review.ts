import type { AddressValues } from '../../src/contract/contact.ts'
import type { Db } from '../db/sql.ts'
import { decideRequest, insertContact, pendingRequests, updateContact, type RequestRow } from './contacts.ts'

/**
 * The university's registrar for addresses, played by the reference server (architecture §10): it
 * decides each address request by a visible rule, a proof whose file name says "rechazar" is
 * turned down, anything else approved. An approved request is in effect at once (a new address
 * added, or the address changed). No notification is written: the spec's type codes have none for
 * contact data; the decision and its reason show in the account's `requests`.
 */

export type ContactDecision = 'approve' | 'reject'

export interface DecidedContactRequest {
  id: number
  accountNumber: string
  status: 'approved' | 'rejected'
  reason: string | null
}

const SAYS_REJECT = /rechazar/i
export const PROOF_REJECTED = 'El comprobante no es legible o no coincide con el domicilio que escribiste.'

function decide(db: Db, request: RequestRow, verdict: { decision?: ContactDecision | undefined; reason?: string | undefined }, now: Date): DecidedContactRequest {
  const decision = verdict.decision ?? (SAYS_REJECT.test(request.proof_name ?? '') ? 'reject' : 'approve')
  if (decision === 'reject') {
    const reason = verdict.reason ?? PROOF_REJECTED
    decideRequest(db, request.id, 'rejected', reason, now)
    return { id: request.id, accountNumber: request.account_number, status: 'rejected', reason }
  }
  const fields = JSON.parse(request.fields) as AddressValues
  if (request.action === 'edit' && request.contact_id !== null) {
    updateContact(db, request.contact_id, { typeId: request.type_id, fields, destination: null, verified: false })
    decideRequest(db, request.id, 'approved', null, now)
  } else {
    const id = insertContact(db, {
      accountNumber: request.account_number, kind: 'address', typeId: request.type_id, fields, destination: null, verified: false,
    }, now)
    decideRequest(db, request.id, 'approved', null, now, id)
  }
  return { id: request.id, accountNumber: request.account_number, status: 'approved', reason: null }
}

/** Decides every pending address request the filter selects, oldest first. Runs inside a transaction. */
export function decidePendingContacts(
  db: Db, now: Date, filter: { accountNumber?: string | undefined; sentBefore?: Date | undefined },
  verdict: { decision?: ContactDecision | undefined; reason?: string | undefined } = {},
): DecidedContactRequest[] {
  return pendingRequests(db, filter).map((request) => decide(db, request, verdict, now))
}
