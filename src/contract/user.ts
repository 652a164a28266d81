import * as v from 'valibot'
import { AccountNumber, CampusCode, IsoDateTime, Portal, ProgramCode } from './common.ts'

export const ROLE_NAMES = ['Administrativo', 'Tutor', 'Alumno'] as const
export const RoleName = v.picklist(ROLE_NAMES)
export type RoleName = v.InferOutput<typeof RoleName>

export const Role = v.object({ id: v.number(), description: RoleName })
export type Role = v.InferOutput<typeof Role>

export const Career = v.object({
  cvProgram: ProgramCode,
  programName: v.string(),
  campusCode: CampusCode,
  campusName: v.string(),
  level: v.string(),
  modality: v.string(),
  enrolled: v.boolean(),
})
export type Career = v.InferOutput<typeof Career>

/** A student account (a person may hold several, each with careers). */
export const StudentAccount = v.object({
  accountNumber: AccountNumber,
  fullName: v.string(),
  email: v.string(),
  portal: Portal,
  businessLine: v.string(),
  campusCode: CampusCode,
  campusName: v.string(),
  careers: v.array(Career),
})
export type StudentAccount = v.InferOutput<typeof StudentAccount>

/** The selected student of spec §3. */
export const SelectedStudent = v.object({
  accountNumber: AccountNumber,
  cvProgram: ProgramCode,
  campusCode: CampusCode,
})
export type SelectedStudent = v.InferOutput<typeof SelectedStudent>

/**
 * Where the person stands with the terms and conditions: the version in force and the last one
 * they accepted, with when (null: none yet). Travels with the identity, so a start from the saved
 * identity knows it with no signal.
 */
export const TermsState = v.object({
  currentVersion: v.string(),
  acceptedVersion: v.nullable(v.string()),
  acceptedAt: v.nullable(IsoDateTime),
})
export type TermsState = v.InferOutput<typeof TermsState>

/** Logged-in user of spec §3, as the API knows them (`GET /user/student`). */
export const LoggedUser = v.object({
  userId: v.number(),
  userEmail: v.string(),
  fullName: v.string(),
  rols: v.array(Role),
  userAccount: v.nullable(AccountNumber),
  tutorId: v.nullable(v.number()),
  keycloakId: v.string(),
  errorMessage: v.nullable(v.string()),
  notEnrolled: v.boolean(),
  students: v.array(StudentAccount),
  /** Absent from an identity saved before the terms existed: nothing to ask then. */
  terms: v.optional(TermsState),
})
export type LoggedUser = v.InferOutput<typeof LoggedUser>

export const MenuItem = v.object({
  id: v.number(),
  name: v.string(),
  icon: v.string(),
  route: v.string(),
  order: v.number(),
  serviceId: v.number(),
})
export type MenuItem = v.InferOutput<typeof MenuItem>
export const Menu = v.array(MenuItem)

export const PhotoStatus = v.picklist(['pending', 'approved', 'rejected'])
/**
 * `GET /user/photo` (spec §4 "Profile photo"): `photo` is the approved photo the credential shows
 * (a data URL, or null); `status` and `updatedAt` are those of the latest request; while it is
 * pending, `pendingPhoto` is what was sent for review (3 to 5 days); a rejected one carries the
 * reviewer's `rejectionReason`. `nextChangeAt` is the first moment a new photo may be sent: 4
 * months after the last approved change (null when it may be sent now and nothing is pending).
 */
export const Photo = v.object({
  photo: v.nullable(v.string()),
  status: v.nullable(PhotoStatus),
  updatedAt: v.nullable(IsoDateTime),
  nextChangeAt: v.nullable(IsoDateTime),
  pendingPhoto: v.optional(v.nullable(v.string()), null),
  rejectionReason: v.optional(v.nullable(v.string()), null),
})
export type Photo = v.InferOutput<typeof Photo>

export const Device = v.object({
  id: v.string(),
  device: v.string(),
  browser: v.string(),
  os: v.string(),
  lastAccess: IsoDateTime,
  current: v.boolean(),
})
export type Device = v.InferOutput<typeof Device>

export const Tutor = v.object({
  tutorId: v.number(),
  fullName: v.string(),
  email: v.string(),
  relationship: v.string(),
})
export type Tutor = v.InferOutput<typeof Tutor>

/**
 * Multipart fields of `POST /user/photo` (field `file`: a JPEG or PNG by its content, at most the
 * upload maximum, 5 MB by default): the student's new profile photo for review. Refused with 409
 * while a photo is pending or before `nextChangeAt`; only the account's own student may send it.
 */
export const PhotoFields = v.strictObject({ accountNumber: AccountNumber })
