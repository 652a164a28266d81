import type {
  AddressValues, ContactAddress, ContactEmail, ContactKind, ContactPhone, ContactRequest, ContactType, RequestStatus, StudentContacts,
} from '../../src/contract/contact.ts'
import { all, one, run, type Db } from '../db/sql.ts'

/**
 * The student's contacts and every change made to them (a row of `contact_requests` each). A
 * phone's or email's change was confirmed by a one-time code and is approved when made; an address
 * added or changed waits for the university's review with its proof of address (kept here, bytes
 * and all). `auto_review` marks what arrived through the API: the demo reviewer takes only those.
 */
export const contactsSchema = `
CREATE TABLE IF NOT EXISTS contacts (
  id INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  kind TEXT NOT NULL CHECK (kind IN ('phone', 'email', 'address')),
  type_id INTEGER NOT NULL,
  fields TEXT NOT NULL,
  destination TEXT,
  verified INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS contacts_account ON contacts (account_number, kind, id);
CREATE TABLE IF NOT EXISTS contact_requests (
  id INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  kind TEXT NOT NULL CHECK (kind IN ('phone', 'email', 'address')),
  action TEXT NOT NULL CHECK (action IN ('add', 'edit', 'remove')),
  contact_id INTEGER,
  type_id INTEGER NOT NULL,
  fields TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  requested_at TEXT NOT NULL,
  decided_at TEXT,
  reason TEXT,
  proof_name TEXT,
  proof_mime TEXT,
  proof_bytes BLOB,
  proof_date TEXT,
  auto_review INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS contact_requests_account ON contact_requests (account_number, id);
CREATE UNIQUE INDEX IF NOT EXISTS contact_requests_one_pending ON contact_requests (account_number) WHERE status = 'pending';`

/** The types of each kind; the institutional email is the university's. */
export const CONTACT_TYPES: readonly ContactType[] = [
  { id: 1, kind: 'phone', name: 'Celular', editable: true },
  { id: 2, kind: 'phone', name: 'Casa', editable: true },
  { id: 3, kind: 'phone', name: 'Trabajo', editable: true },
  { id: 4, kind: 'email', name: 'Personal', editable: true },
  { id: 5, kind: 'email', name: 'Institucional', editable: false },
  { id: 6, kind: 'email', name: 'Alterno', editable: true },
  { id: 7, kind: 'address', name: 'Domicilio actual', editable: true },
  { id: 8, kind: 'address', name: 'Domicilio fiscal', editable: true },
  { id: 9, kind: 'address', name: 'Domicilio familiar', editable: true },
]
export const TYPE_IDS = { mobile: 1, home: 2, work: 3, personal: 4, institutional: 5, alternate: 6, currentAddress: 7, fiscalAddress: 8, familyAddress: 9 } as const

export const typeOf = (id: number): ContactType | undefined => CONTACT_TYPES.find((t) => t.id === id)

export interface PhoneFields { number: string; extension: string | null }
export interface EmailFields { address: string }
export type Fields = PhoneFields | EmailFields | AddressValues

export interface ContactRecord {
  id: number
  accountNumber: string
  kind: ContactKind
  typeId: number
  fields: Fields
  destination: string | null
  verified: boolean
}

interface ContactRow {
  id: number
  account_number: string
  kind: ContactKind
  type_id: number
  fields: string
  destination: string | null
  verified: number
}

const toRecord = (row: ContactRow): ContactRecord => ({
  id: row.id,
  accountNumber: row.account_number,
  kind: row.kind,
  typeId: row.type_id,
  fields: JSON.parse(row.fields) as Fields,
  destination: row.destination,
  verified: row.verified === 1,
})

/** How a phone or an email is compared (and what a code is sent to): trimmed; an email in lower case. */
export const destinationOf = (kind: 'phone' | 'email', value: string) => (kind === 'email' ? value.trim().toLowerCase() : value.trim())

export function contactsOf(db: Db, accountNumber: string): ContactRecord[] {
  return all<ContactRow>(db, 'SELECT * FROM contacts WHERE account_number = ? ORDER BY id', accountNumber).map(toRecord)
}

export function contactOf(db: Db, accountNumber: string, id: number): ContactRecord | undefined {
  const row = one<ContactRow>(db, 'SELECT * FROM contacts WHERE account_number = ? AND id = ?', accountNumber, id)
  return row && toRecord(row)
}

export function insertContact(db: Db, record: Omit<ContactRecord, 'id'>, at: Date): number {
  return run(
    db,
    'INSERT INTO contacts (account_number, kind, type_id, fields, destination, verified, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    record.accountNumber, record.kind, record.typeId, JSON.stringify(record.fields), record.destination, record.verified ? 1 : 0, at.toISOString(),
  ).lastId
}

export function updateContact(db: Db, id: number, change: { typeId: number; fields: Fields; destination: string | null; verified: boolean }): void {
  run(db, 'UPDATE contacts SET type_id = ?, fields = ?, destination = ?, verified = ? WHERE id = ?',
    change.typeId, JSON.stringify(change.fields), change.destination, change.verified ? 1 : 0, id)
}

export const deleteContact = (db: Db, id: number) => run(db, 'DELETE FROM contacts WHERE id = ?', id)

export interface NewRequest {
  accountNumber: string
  kind: ContactKind
  action: 'add' | 'edit' | 'remove'
  contactId: number | null
  typeId: number
  fields: Fields
  status: RequestStatus
  at: Date
  reason?: string | null
  proof?: { name: string; mime: string; bytes: Uint8Array; date: string } | null
  autoReview: boolean
}

export function insertRequest(db: Db, request: NewRequest): number {
  const decided = request.status === 'pending' ? null : request.at.toISOString()
  return run(
    db,
    `INSERT INTO contact_requests (account_number, kind, action, contact_id, type_id, fields, status, requested_at, decided_at, reason,
       proof_name, proof_mime, proof_bytes, proof_date, auto_review)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    request.accountNumber, request.kind, request.action, request.contactId, request.typeId, JSON.stringify(request.fields), request.status,
    request.at.toISOString(), decided, request.reason ?? null, request.proof?.name ?? null, request.proof?.mime ?? null,
    request.proof?.bytes ?? null, request.proof?.date ?? null, request.autoReview ? 1 : 0,
  ).lastId
}

export interface RequestRow {
  id: number
  account_number: string
  kind: ContactKind
  action: 'add' | 'edit' | 'remove'
  contact_id: number | null
  type_id: number
  fields: string
  status: RequestStatus
  requested_at: string
  decided_at: string | null
  reason: string | null
  proof_name: string | null
  proof_date: string | null
  auto_review: number
}

const REQUEST_COLUMNS = 'id, account_number, kind, action, contact_id, type_id, fields, status, requested_at, decided_at, reason, proof_name, proof_date, auto_review'

export function pendingRequestOf(db: Db, accountNumber: string): RequestRow | undefined {
  return one<RequestRow>(db, `SELECT ${REQUEST_COLUMNS} FROM contact_requests WHERE account_number = ? AND status = 'pending'`, accountNumber)
}

/** The requests the filter selects that still wait for review, oldest first. */
export function pendingRequests(db: Db, filter: { accountNumber?: string | undefined; sentBefore?: Date | undefined }): RequestRow[] {
  return all<RequestRow>(
    db,
    `SELECT ${REQUEST_COLUMNS} FROM contact_requests
     WHERE status = 'pending' AND (?1 IS NULL OR account_number = ?1) AND (?2 IS NULL OR (auto_review = 1 AND requested_at <= ?2)) ORDER BY id`,
    filter.accountNumber ?? null, filter.sentBefore?.toISOString() ?? null,
  )
}

export function decideRequest(db: Db, id: number, status: 'approved' | 'rejected', reason: string | null, at: Date, contactId?: number): void {
  run(db, 'UPDATE contact_requests SET status = ?, decided_at = ?, reason = ?, contact_id = COALESCE(?, contact_id) WHERE id = ?',
    status, at.toISOString(), reason, contactId ?? null, id)
}

// ——— What the API answers ———

export function summaryOf(kind: ContactKind, fields: Fields): string {
  if (kind === 'phone') {
    const phone = fields as PhoneFields
    return phone.extension ? `${phone.number} ext. ${phone.extension}` : phone.number
  }
  if (kind === 'email') return (fields as EmailFields).address
  const a = fields as AddressValues
  const interior = a.interiorNumber ? ` int. ${a.interiorNumber}` : ''
  return `${a.street} ${a.exteriorNumber}${interior}, ${a.colony}, ${a.municipality}, ${a.state}, C.P. ${a.zipCode}`
}

const typeRef = (id: number) => ({ id, name: typeOf(id)?.name ?? 'Otro' })
const isOwnEmail = (c: ContactRecord) => c.kind === 'email' && typeOf(c.typeId)?.editable === true

/**
 * Whether the contact may be removed: never the institutional email, nor an address with a change
 * in review, nor the last phone, own email or address.
 */
export function removalRefusal(contacts: readonly ContactRecord[], contact: ContactRecord, pending: RequestRow | undefined): string | null {
  if (typeOf(contact.typeId)?.editable === false) return 'El correo institucional lo asigna la universidad: no se puede eliminar'
  if (pending?.contact_id === contact.id) return 'Este domicilio tiene un cambio en revisión: espera la respuesta antes de eliminarlo'
  const alike = contacts.filter((c) => c.kind === contact.kind && (contact.kind !== 'email' || isOwnEmail(c)))
  if (alike.length > 1) return null
  if (contact.kind === 'phone') return 'Debes conservar al menos un teléfono'
  if (contact.kind === 'email') return 'Debes conservar al menos un correo electrónico personal'
  return 'Debes conservar al menos un domicilio'
}

const MAX_REQUESTS_SHOWN = 20

function requestView(row: RequestRow): ContactRequest {
  return {
    id: row.id,
    kind: row.kind,
    action: row.action,
    contactId: row.contact_id,
    typeName: typeRef(row.type_id).name,
    summary: summaryOf(row.kind, JSON.parse(row.fields) as Fields),
    status: row.status,
    requestedAt: row.requested_at,
    decidedAt: row.decided_at,
    reason: row.reason,
    proofFileName: row.proof_name,
    proofDate: row.proof_date,
  }
}

export function studentContacts(db: Db, accountNumber: string): StudentContacts {
  const contacts = contactsOf(db, accountNumber)
  const pending = pendingRequestOf(db, accountNumber)
  const flags = (c: ContactRecord) => ({
    id: c.id,
    type: typeRef(c.typeId),
    editable: typeOf(c.typeId)?.editable !== false,
    removable: removalRefusal(contacts, c, pending) === null,
  })
  const phones: ContactPhone[] = []
  const emails: ContactEmail[] = []
  const addresses: ContactAddress[] = []
  for (const c of contacts) {
    if (c.kind === 'phone') phones.push({ ...flags(c), kind: 'phone', ...(c.fields as PhoneFields), verified: c.verified })
    else if (c.kind === 'email') emails.push({ ...flags(c), kind: 'email', ...(c.fields as EmailFields), verified: c.verified })
    else {
      const change = pending?.contact_id === c.id && pending.action === 'edit'
        ? { id: pending.id, requestedAt: pending.requested_at, values: JSON.parse(pending.fields) as AddressValues }
        : null
      addresses.push({ ...flags(c), kind: 'address', ...(c.fields as AddressValues), pendingRequest: change })
    }
  }
  const requests = all<RequestRow>(
    db, `SELECT ${REQUEST_COLUMNS} FROM contact_requests WHERE account_number = ? ORDER BY id DESC LIMIT ?`, accountNumber, MAX_REQUESTS_SHOWN,
  ).map(requestView)
  return { accountNumber, phones, emails, addresses, requests }
}

/** Tests only: every trace of the account's contacts, requests, codes and checks. */
export function clearContacts(db: Db, accountNumber: string): void {
  run(db, 'DELETE FROM contact_requests WHERE account_number = ?', accountNumber)
  run(db, 'DELETE FROM contacts WHERE account_number = ?', accountNumber)
}
