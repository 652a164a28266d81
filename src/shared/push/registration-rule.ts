import type { PushRegistration } from '@/contract/push-endpoints'

/**
 * What `GET /massive/firebase` told of this device's token: its answer, that the server does not
 * serve the call (404: a university server without it), or nothing (no signal, a 500).
 */
export type RegistrationCheck =
  | { kind: 'answered'; registration: PushRegistration }
  | { kind: 'not-served' }
  | { kind: 'failed' }

/**
 * Whether the device's token is sent again (`POST /notification/sending/token`): when the sender no
 * longer holds it for this person (FCM reported it unregistered, or someone else signed in here
 * since), and when the server cannot tell, as the portal did before it could ask. A check that
 * failed changes nothing: the next start asks again.
 */
export function registerAgain(check: RegistrationCheck): boolean {
  if (check.kind === 'answered') return !check.registration.registered
  return check.kind === 'not-served'
}
