import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { startServer } from './app.ts'
import { demoAccountsTable } from './seed/demo-accounts.ts'

const server = await startServer()
const { options } = server
server.backOffice.start()

console.info(`Student portal: ${server.url}${options.basePath}  (portal ${options.portal}, data in ${options.dataDir})`)
console.info(`Sign-in realm:  ${server.url}/realms/${options.realm}  (client ${options.clientId})`)
console.info(`API:            ${server.url}/api`)
console.info(`Help center:    ${server.url}${options.monitorBase}  (the desk answers ${options.demoDeskSeconds} s after a ticket or message; "resolver" gets a proposed resolution, "aclarar" a clarification request)`)
console.info(`Document review: decided ${options.demoReviewSeconds} s after sending, documents, photos, proofs of address and changes of personal data (a file or reason with "rechazar" is turned down)`)
console.info('One-time codes: not sent anywhere; each code appears in this log as "[otp] <account> <sms|email> <destination>: <code>"')
console.info(`Bank:           a bank reference made in the portal is reported paid ${options.demoBankSeconds} s later, while it is still payable; a CoDi code is paid ${options.demoBankSeconds} s after it is issued`)
console.info(`Providers:      card payments at ${server.url}/bankbridge-sim/ (demo cards listed there), the marketplace at ${server.url}/checkout-sim/`)
console.info(options.pushServiceAccount
  ? `Push:           sent through Firebase Cloud Messaging with the service account ${options.pushServiceAccount}`
  : 'Push:           no FIREBASE_SERVICE_ACCOUNT: each push is printed here as "[push] <type code> to <n> devices" and recorded, not sent')
console.info('Expiry notices: checked at start and every day at 07:00 Mexico City (EXPPVEN, EXPVENC), each with its push')
console.info(options.demoTermsUpdate
  ? 'Terms:          DEMO_TERMS_UPDATE=1: a newer version of the terms and conditions is in force; every account is asked to accept it once'
  : 'Terms:          every demo account has accepted the terms in force (DEMO_TERMS_UPDATE=1 publishes a newer one to see the screen that asks)')
if (options.testFaults) {
  console.warn(`TEST_FAULTS=1: fault injection and state routes open without sign-in under ${server.url}/__test__ (tests only)`)
}
if (!existsSync(join(options.distDir, 'index.html'))) {
  console.warn(`No app build in ${options.distDir}: run "npm run build" (API and sign-in work without it).`)
}
console.info(`\nDemo accounts:\n${demoAccountsTable()}\n`)

function shutdown(signal: string): void {
  console.info(`${signal}: closing`)
  void server.close().then(() => process.exit(0))
}
process.once('SIGINT', () => shutdown('SIGINT'))
process.once('SIGTERM', () => shutdown('SIGTERM'))
