import * as v from 'valibot'
import { AccountNumber, IsoDateTime } from './common.ts'
import { endpoint } from './endpoints.ts'
import { PushTokenBody } from './notification.ts'

/**
 * `GET /massive/firebase?token=…` (spec §7 "Notifications", beside `POST /notification/sending/token`):
 * whether the university's mass-messaging sender holds this device's push token for the caller,
 * and for which of the caller's accounts it receives pushes (their accounts on the portal the token
 * was saved on; none for a tutor or an administrative). A token the sender dropped (FCM reported it
 * unregistered), never saved, or saved by another person since, reads `registered: false` with no
 * accounts: nobody learns another person's tokens. A missing or malformed token is a 400.
 *
 * Apart from `endpoints` so its schemas load with the check, after the first paint.
 */
export const PushRegistrationQuery = v.strictObject({ token: PushTokenBody.entries.token })

export const PushRegistration = v.object({
  registered: v.boolean(),
  accounts: v.array(AccountNumber),
  /** When the token was last saved for the caller; null when it is not registered. */
  registeredAt: v.nullable(IsoDateTime),
})
export type PushRegistration = v.InferOutput<typeof PushRegistration>

export const pushEndpoints = {
  pushRegistration: endpoint({ method: 'GET', path: '/massive/firebase', query: PushRegistrationQuery, response: PushRegistration }),
} as const
