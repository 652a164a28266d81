import type { RuntimeConfig } from '@/contract/config'
import { endpoints } from '@/contract/endpoints'
import { request } from '../http/request'

export type { ForegroundPush } from './foreground'

export type PushStatus = 'unconfigured' | 'unsupported' | 'denied' | 'default' | 'enabled' | 'failed'


let token = ''

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
 * Gets the device token from Firebase Messaging with OUR worker's registration (never
 * Firebase's own worker) and sends it to the API. Failures answer '' and never break the page.
 */
export async function enablePush(config: RuntimeConfig): Promise<string> {
  if (!config.firebase) return ''
  requireWorker()
  try {
    if ((await Notification.requestPermission()) !== 'granted') return ''
    const [{ initializeApp, getApps }, { getMessaging, getToken }] = await Promise.all([import('firebase/app'), import('firebase/messaging')])
    const app = getApps()[0] ?? initializeApp(config.firebase)
    const registration = await navigator.serviceWorker.ready
    token = await getToken(getMessaging(app), { vapidKey: config.firebase.vapidKey, serviceWorkerRegistration: registration })
    if (token) await request(endpoints.pushToken, { body: { token, device: navigator.userAgent.slice(0, 120) } })
    return token
  } catch (error) {
    console.warn('push token could not be obtained', error)
    token = ''
    return ''
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
