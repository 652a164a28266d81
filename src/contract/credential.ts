import * as v from 'valibot'
import { AccountNumber, CampusCode, IsoDate, IsoDateTime, ProgramCode } from './common.ts'

/**
 * The academic calls of spec §7. Every one is about one selected student and career: the
 * query names the account, the program and the campus (spec §3 "query parameters seen").
 */
export const CareerQuery = {
  accountNumber: AccountNumber,
  cvProgram: ProgramCode,
  campusId: CampusCode,
}

/** A cycle (school period) code, e.g. `2026-2` or `C1-2026`. */
export const CycleCode = v.pipe(v.string(), v.regex(/^[A-Z0-9-]{4,12}$/, 'invalid cycle code'))

// ——— Credential ———

/** VIGENTE: valid; VENCIDA: past its expiration date; INACTIVA: the account is not active. */
export const CREDENTIAL_STATUSES = ['VIGENTE', 'VENCIDA', 'INACTIVA'] as const
export const CredentialStatus = v.picklist(CREDENTIAL_STATUSES)
export type CredentialStatus = v.InferOutput<typeof CredentialStatus>

/** The student credential card of spec §2. */
export const Credential = v.object({
  status: CredentialStatus,
  accountNumber: AccountNumber,
  fullName: v.string(),
  businessLine: v.string(),
  campusCode: CampusCode,
  campusName: v.string(),
  programName: v.string(),
  expirationDate: IsoDate,
  /** Data URL of the approved profile photo, or null (the card shows initials). */
  photo: v.nullable(v.string()),
})
export type Credential = v.InferOutput<typeof Credential>

/** `GET /student/qr/encrypt`: the opaque code the QR carries, valid until `expiresAt`. */
export const CredentialCode = v.object({
  code: v.pipe(v.string(), v.minLength(16), v.maxLength(512)),
  expiresAt: IsoDateTime,
})
export type CredentialCode = v.InferOutput<typeof CredentialCode>
