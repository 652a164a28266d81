import { loadFirebaseSender } from './firebase.ts'
import { LoggingSender, type PushSender, type SentLog } from './senders.ts'

/**
 * The sender the options ask for: Firebase with a service account, else the logging sender.
 * A service account of another project than the portal's web configuration (`FIREBASE_PROJECT_ID`)
 * could never reach the portal's tokens: the server refuses to start with it.
 */
export async function openPushSender(serviceAccount: string | null, webProjectId: string | null, log: SentLog): Promise<PushSender> {
  if (serviceAccount === null) return new LoggingSender(log)
  const { sender, projectId } = await loadFirebaseSender(serviceAccount, log)
  if (webProjectId !== null && webProjectId !== projectId) {
    await sender.close()
    throw new Error(`The Firebase service account ${serviceAccount} is of project "${projectId}", the portal's FIREBASE_PROJECT_ID is "${webProjectId}"`)
  }
  return sender
}
