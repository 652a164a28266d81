import type { Career, Role, StudentAccount, TermsState } from '@/contract/user'
import { effectiveSelection } from '@/shared/session/choice'
import { SELECTION_KV_KEY, type Selection } from '@/shared/session/selected-student'
import { get, isText, keyOf, readUserDb } from './saved-db'

export interface SavedHome {
  /** The person's full name, as the greeting says it. */
  fullName: string
  /** Their student accounts, as the selects list them. */
  students: StudentAccount[]
  /** The account and career the home shows, as the portal would choose them from the saved one. */
  selection: Selection
  /** Unread notifications per account, where a count was saved. */
  unread: Record<string, number>
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

const asCareer = (value: unknown): value is Career =>
  isObject(value) && ['cvProgram', 'programName', 'campusCode', 'campusName'].every((field) => isText(value[field])) && typeof value.enrolled === 'boolean'

/** An account with every field the selects and the summary print. */
const asStudent = (value: unknown): value is StudentAccount =>
  isObject(value) &&
  ['accountNumber', 'fullName', 'businessLine'].every((field) => isText(value[field])) &&
  Array.isArray(value.careers) &&
  value.careers.length > 0 &&
  value.careers.every(asCareer)

/**
 * Whether the active role is Alumno: the portal takes the first of Administrativo, Tutor and
 * Alumno the person holds (`resolveActiveRole`), so a student is one with neither of the others.
 */
export function activeRoleIsStudent(roles: readonly Pick<Role, 'description'>[]): boolean {
  const names = roles.map((role) => role.description)
  return names.includes('Alumno') && !names.includes('Administrativo') && !names.includes('Tutor')
}

/** Terms in force already accepted (or none to accept): the portal shows its screens, not the terms. */
const termsAccepted = (terms: TermsState | undefined) => !terms || terms.currentVersion === '' || terms.acceptedVersion === terms.currentVersion

/** The saved identity, when it is a student's whose home the portal would show as it is. */
function asStudentUser(value: unknown): { fullName: string; students: StudentAccount[] } | undefined {
  if (!isObject(value) || !isText(value.fullName) || !Array.isArray(value.rols) || !Array.isArray(value.students)) return undefined
  if (!value.rols.every((role) => isObject(role) && isText(role.description)) || !activeRoleIsStudent(value.rols as Role[])) return undefined
  // Not enrolled, or terms to accept first: the portal shows something else than the home.
  if (value.notEnrolled !== false || !termsAccepted(value.terms as TermsState | undefined)) return undefined
  if (value.students.length === 0 || !value.students.every(asStudent)) return undefined
  return { fullName: value.fullName, students: value.students }
}

const asUnread = (value: unknown): number | undefined =>
  isObject(value) && Number.isInteger(value.totalPendingRead) && (value.totalPendingRead as number) >= 0 ? (value.totalPendingRead as number) : undefined

/**
 * The home's first screen of a student, as last saved on this device for `userKey` by the portal
 * of `portal` (every call names its brand): the identity, the saved selection, and the unread
 * count of each account. Nothing unless the whole first screen can be drawn from it: a saved
 * identity of a student whose home shows, and a selection saved by the portal.
 */
export function readSavedHome(userKey: string, portal: string): Promise<SavedHome | undefined> {
  return readUserDb(userKey, async (kv, snapshots) => {
    const [saved, identity] = await Promise.all([get(kv, SELECTION_KV_KEY), get(snapshots, keyOf('/user/student', { portal }))])
    const user = asStudentUser(identity?.value)
    const chosen = saved?.value
    if (!user || !isObject(chosen) || !isObject(chosen.student) || !isText(chosen.student.accountNumber) || !isText(chosen.cvProgram)) return undefined
    const selection = effectiveSelection(user.students, chosen as unknown as Selection)
    if (!selection) return undefined
    const counts = await Promise.all(
      user.students.map((s) => get(snapshots, keyOf('/notification/sending/pending', { accountNumber: s.accountNumber, portal }))),
    )
    const unread: Record<string, number> = {}
    user.students.forEach((s, i) => {
      const count = asUnread(counts[i]?.value)
      if (count !== undefined) unread[s.accountNumber] = count
    })
    return { ...user, selection, unread }
  })
}
