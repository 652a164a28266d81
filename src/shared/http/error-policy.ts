import { ApiError } from './api-error'

interface SilentRule {
  /** Path template as written in the endpoint table, or a prefix ending in `*`. */
  path: string
  method: string
  statuses: readonly number[]
  why: string
}

/**
 * Spec §8 "Response handling": combinations of URL, method and status that show no
 * snackbar, because the screen shows its own state instead. Data, not scattered ifs.
 */
export const SILENT_RULES: readonly SilentRule[] = [
  { path: '/digitalfile/extension/insert', method: 'POST', statuses: [500], why: 'screen message: could not send extension request' },
  { path: '/user/menu/email', method: 'GET', statuses: [404, 500], why: 'the menu shows its own empty state' },
  { path: '/student/subject', method: 'GET', statuses: [404, 500], why: 'subject lists show their own empty state' },
  { path: '/op/tickets', method: 'GET', statuses: [404], why: 'no tickets yet is an empty list' },
  { path: '/op', method: 'GET', statuses: [404], why: 'a ticket that does not exist is said on its screen' },
  { path: '/op/tracking', method: 'GET', statuses: [404], why: 'the tracking dialog shows its own state' },
  { path: '/op', method: 'POST', statuses: [500], why: 'screen message: error creating ticket' },
  { path: '/student/advanceaverage', method: 'GET', statuses: [404], why: 'a missing average is shown as such' },
  { path: '/user/photo', method: 'GET', statuses: [404, 500], why: 'the avatar falls back to initials' },
  { path: '/digitalfile/assignment/upload', method: 'POST', statuses: [500], why: 'the upload row shows its own error' },
  { path: '/messages', method: 'GET', statuses: [404, 500], why: 'the file chat shows its own state' },
  { path: '/messages', method: 'PATCH', statuses: [404, 500], why: 'a read mark that fails is asked again on the next visit' },
  { path: '/message/uploadfile', method: 'POST', statuses: [500], why: 'the message shows its own error in the conversation' },
  { path: '/config/binnacle', method: 'POST', statuses: [400, 401, 403, 404, 500, 502, 503, 504], why: 'auditing never bothers the student' },
  { path: '/payment/codi/amountmax', method: 'GET', statuses: [404, 500], why: 'Codi shows its own message without a maximum' },
  { path: '/massive/firebase', method: 'GET', statuses: [404, 500], why: 'push is optional' },
  { path: '/user/student', method: 'GET', statuses: [404], why: 'the user-not-found page explains it' },
]

function matches(rule: SilentRule, error: ApiError): boolean {
  if (rule.method !== error.method) return false
  if (error.status === undefined || !rule.statuses.includes(error.status)) return false
  return rule.path.endsWith('*') ? error.path.startsWith(rule.path.slice(0, -1)) : rule.path === error.path
}

export type ErrorReaction =
  | { kind: 'silent' }
  | { kind: 'reauthenticate' }
  | { kind: 'snackbar'; message: string | undefined }

/**
 * What the portal does with a failed call. `message` undefined means "use the translated
 * unknown-error text". Network failures while offline are not errors to shout about: the
 * screens show their offline state.
 */
export function reactionTo(error: unknown, online = true): ErrorReaction {
  if (!(error instanceof ApiError)) return { kind: 'snackbar', message: undefined }
  if (error.kind === 'network' && !online) return { kind: 'silent' }
  if (error.kind === 'http' && error.status === 401) return { kind: 'reauthenticate' }
  if (SILENT_RULES.some((rule) => matches(rule, error))) return { kind: 'silent' }
  return { kind: 'snackbar', message: error.kind === 'http' ? error.serverMessage : undefined }
}
