import type { RuntimeConfig } from '@/contract/config'
import { endpoints } from '@/contract/endpoints'
import { pushEndpoints } from '@/contract/push-endpoints'
import { ApiError } from '../http/api-error'
import { request } from '../http/request'
import { registerAgain, type RegistrationCheck } from './registration-rule'

export type { ForegroundPush } from './foreground'

export type PushStatus = 'unconfigured' | 'unsupported' | 'denied' | 'default' | 'enabled' | 'failed'


let token = ''

const registeredListeners = new Set<() => void>()

/** Told each time this device's token was sent again (a screen showing its registration asks again). */
export function onRegistered(listener: () => void): () => void {
  registeredListeners.add(listener)
  return () => void registeredListeners.delete(listener)
}

/** Spec §7/§8: no service-worker support is an error of its own, raised to the caller. */
function requireWorker() {
  if (!('serviceWorker' in navigator)) throw new Error("The browser doesn't support service worker.")
}

export function pushStatus(config: RuntimeConfig): PushStatus {
  if (!config.firebase) return 'unconfigured'
  if (!('serviceWorker' in navigator) || !('Notification' in window) || !('PushManager' in window)) return 'unsupported'
  if (token) return 'enabled'
  return Notification.permission === 'granted' ? 'default' : Notification.permission
}

/**
 * The device token from Firebase Messaging with OUR worker's registration (never Firebase's own
 * worker), once permission is given; Firebase keeps it on the device, so asking again is cheap.
 */
async function firebaseToken(config: RuntimeConfig): Promise<string> {
  if (!config.firebase || Notification.permission !== 'granted') return ''
  const [{ initializeApp, getApps }, { getMessaging, getToken }] = await Promise.all([import('firebase/app'), import('firebase/messaging')])
  const app = getApps()[0] ?? initializeApp(config.firebase)
  const registration = await navigator.serviceWorker.ready
  return getToken(getMessaging(app), { vapidKey: config.firebase.vapidKey, serviceWorkerRegistration: registration })
}

const sendToken = (value: string) => request(endpoints.pushToken, { body: { token: value, device: navigator.userAgent.slice(0, 120) } })

/**
 * Asks permission, gets the device token and sends it to the API. Failures answer '' and never
 * break the page.
 */
export async function enablePush(config: RuntimeConfig): Promise<string> {
  if (!config.firebase) return ''
  requireWorker()
  try {
    if ((await Notification.requestPermission()) !== 'granted') return ''
    token = await firebaseToken(config)
    if (token) await sendToken(token)
    return token
  } catch (error) {
    console.warn('push token could not be obtained', error)
    token = ''
    return ''
  }
}

/** Asks the API whether the sender holds the token (`GET /massive/firebase`). */
async function check(value: string): Promise<RegistrationCheck> {
  try {
    return { kind: 'answered', registration: await request(pushEndpoints.pushRegistration, { query: { token: value } }) }
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? { kind: 'not-served' } : { kind: 'failed' }
  }
}

/**
 * This device's registration at the university's sender, for the settings: null when there is no
 * token to ask about (no permission, or Firebase gave none).
 */
export async function deviceRegistration(config: RuntimeConfig): Promise<RegistrationCheck | null> {
  try {
    token ||= await firebaseToken(config)
  } catch (error) {
    console.warn('push token could not be obtained', error)
  }
  return token ? check(token) : null
}

/**
 * After a start, where permission was given: the sender drops a token FCM reports unregistered,
 * so the device is checked and registered again when the sender no longer holds it. Answers
 * whether the device receives pushes now; failures never reach the page.
 */
export async function keepRegistered(config: RuntimeConfig): Promise<boolean> {
  const state = await deviceRegistration(config)
  if (!state) return false
  if (!registerAgain(state)) return state.kind === 'answered'
  return registerDevice(config)
}

let startCheck: Promise<boolean> | undefined

/**
 * `keepRegistered` once the page has loaded and the main thread has a moment: never on a start's
 * path, and once per start (the shell's effects may run again, e.g. when a section's catalog loads).
 */
export function whenIdle(config: RuntimeConfig): Promise<boolean> {
  return (startCheck ??= new Promise((resolve) => {
    const check = () => void keepRegistered(config).then(resolve)
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(check) : setTimeout(check, 1_000))
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  }))
}

/** The device's token sent again (the settings' "register again", or the start's check); false when it could not be. */
export async function registerDevice(config: RuntimeConfig): Promise<boolean> {
  try {
    token ||= await firebaseToken(config)
    if (!token) return false
    await sendToken(token)
    registeredListeners.forEach((listener) => listener())
    return true
  } catch (error) {
    console.warn('push token could not be sent again', error)
    return false
  }
}

/** Sign-out: the token is deleted at Firebase and at the API; a failure is logged, not raised. */
export async function deletePushToken(config: RuntimeConfig) {
  if (!token || !config.firebase) return
  try {
    const [{ getApps }, { getMessaging, deleteToken }] = await Promise.all([import('firebase/app'), import('firebase/messaging')])
    const app = getApps()[0]
    if (app) await deleteToken(getMessaging(app))
    await request(endpoints.deletePushToken, { body: { token } }).catch(() => undefined)
  } catch (error) {
    console.error('Error al borrar token', error)
  } finally {
    token = ''
  }
}
