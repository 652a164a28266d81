import { readFile } from 'node:fs/promises'
import type { PushMessage } from './message.ts'
import type { PushSender, SentLog, TokenOutcome } from './senders.ts'

/** The part of firebase-admin's `Messaging` the sender uses; tests hand in a fake. */
export interface MessagingClient {
  sendEachForMulticast(message: { tokens: string[] } & PushMessage): Promise<{
    responses: Array<{ success: boolean; error?: { code: string; message: string } | undefined }>
  }>
}

/** FCM answers at most 500 tokens per multicast. */
const MULTICAST_LIMIT = 500

/** The token is dead for good: the install is gone or the token was never valid. Its row goes. */
const GONE = new Set(['registration-token-not-registered', 'invalid-registration-token', 'installation-id-not-registered'])

/** firebase-admin names its codes `messaging/<code>`; a bare code counts the same. */
const bareCode = (code: string) => code.replace(/^messaging\//, '')

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code !== '' ? code : 'messaging/unknown-error'
}

/** Sends through Firebase Cloud Messaging with the Admin SDK's `sendEachForMulticast`. */
export class FirebaseSender implements PushSender {
  readonly kind = 'firebase'
  readonly #messaging: MessagingClient
  readonly #log: SentLog
  readonly #print: (line: string) => void
  readonly #onClose: () => Promise<void>

  constructor(
    messaging: MessagingClient, log: SentLog,
    options: { print?: (line: string) => void; onClose?: () => Promise<void> } = {},
  ) {
    this.#messaging = messaging
    this.#log = log
    this.#print = options.print ?? ((line) => console.info(line))
    this.#onClose = options.onClose ?? (() => Promise.resolve())
  }

  async send(tokens: readonly string[], message: PushMessage, at: Date): Promise<TokenOutcome[]> {
    const outcomes: TokenOutcome[] = []
    for (let start = 0; start < tokens.length; start += MULTICAST_LIMIT) {
      const chunk = tokens.slice(start, start + MULTICAST_LIMIT)
      try {
        const { responses } = await this.#messaging.sendEachForMulticast({ tokens: chunk, data: message.data, webpush: message.webpush })
        chunk.forEach((token, index) => {
          const response = responses[index]
          if (response?.success) {
            outcomes.push({ token, ok: true })
            this.#log.record(token, message, at)
            return
          }
          const code = response?.error ? codeOf(response.error) : 'messaging/unknown-error'
          outcomes.push({ token, ok: false, code, gone: GONE.has(bareCode(code)) })
        })
      } catch (error) {
        // The whole call failed (network, credentials): every device of the chunk is tried again later.
        const code = codeOf(error)
        for (const token of chunk) outcomes.push({ token, ok: false, code, gone: false })
      }
    }
    const count = (test: (outcome: TokenOutcome) => boolean) => outcomes.filter(test).length
    this.#print(
      `[push] ${message.data.clave ?? '?'} to ${tokens.length} ${tokens.length === 1 ? 'device' : 'devices'}: `
      + `${count((o) => o.ok)} sent, ${count((o) => !o.ok && o.gone)} not registered, ${count((o) => !o.ok && !o.gone)} failed`,
    )
    return outcomes
  }

  close(): Promise<void> {
    return this.#onClose()
  }
}

interface ServiceAccountFile {
  project_id: string
  client_email: string
  private_key: string
}

/** Reads and checks the service account's JSON (the file the Firebase console downloads). */
export async function readServiceAccount(path: string): Promise<ServiceAccountFile> {
  let json: unknown
  try {
    json = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    throw new Error(`The Firebase service account ${path} cannot be read as JSON: ${(error as Error).message}`, { cause: error })
  }
  const account = json as Partial<Record<keyof ServiceAccountFile, unknown>> | null
  const missing = (['project_id', 'client_email', 'private_key'] as const).filter((key) => typeof account?.[key] !== 'string' || account[key] === '')
  if (missing.length > 0) throw new Error(`The Firebase service account ${path} lacks ${missing.join(', ')}`)
  return account as ServiceAccountFile
}

let apps = 0

/**
 * The Firebase sender for a service account. The Admin SDK is imported here, on demand: a server
 * without a service account never loads it.
 */
export async function loadFirebaseSender(
  serviceAccountPath: string, log: SentLog, print?: (line: string) => void,
): Promise<{ sender: FirebaseSender; projectId: string }> {
  const account = await readServiceAccount(serviceAccountPath)
  const [{ initializeApp, cert, deleteApp }, { getMessaging }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/messaging')])
  // A name of its own: tests start several servers in one process, and each gets its own app.
  const app = initializeApp({
    credential: cert({ projectId: account.project_id, clientEmail: account.client_email, privateKey: account.private_key }),
    projectId: account.project_id,
  }, `portal-push-${++apps}`)
  const sender = new FirebaseSender(getMessaging(app), log, { ...(print ? { print } : {}), onClose: () => deleteApp(app) })
  return { sender, projectId: account.project_id }
}
