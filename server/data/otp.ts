import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import {
  OTP_CODE_LENGTH, OTP_MAX_ATTEMPTS, OTP_MAX_PER_HOUR, OTP_RESEND_SECONDS, OTP_VALID_MINUTES, VERIFICATION_VALID_MINUTES, WRONG_CODE_MESSAGE,
  type OtpChannel, type OtpSent, type OtpVerified,
} from '../../src/contract/contact.ts'
import { all, one, run, type Db } from '../db/sql.ts'

/**
 * One-time codes (architecture §9): single use, valid `OTP_VALID_MINUTES`, at most
 * `OTP_MAX_ATTEMPTS` wrong tries each, another for the same destination only after
 * `OTP_RESEND_SECONDS`, at most `OTP_MAX_PER_HOUR` per account and hour. Only a hash of each code
 * is kept with it; what was "sent" is the outbox (`otp_outbox`), the messages an SMS or mail
 * gateway would deliver, printed in the server's log and readable by the test hooks. A passed
 * check gives a token for one write to that account, channel and destination.
 */
export const otpSchema = `
CREATE TABLE IF NOT EXISTS otp_codes (
  id TEXT PRIMARY KEY,
  account_number TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  destination TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at TEXT,
  replaced_at TEXT
);
CREATE INDEX IF NOT EXISTS otp_codes_account ON otp_codes (account_number, created_at);
CREATE TABLE IF NOT EXISTS otp_outbox (
  id INTEGER PRIMARY KEY,
  otp_id TEXT NOT NULL,
  account_number TEXT NOT NULL,
  channel TEXT NOT NULL,
  destination TEXT NOT NULL,
  code TEXT NOT NULL,
  sent_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS otp_outbox_account ON otp_outbox (account_number, id);
CREATE TABLE IF NOT EXISTS otp_verifications (
  token_hash TEXT PRIMARY KEY,
  account_number TEXT NOT NULL,
  channel TEXT NOT NULL,
  destination TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);`

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/** A refusal to send, with the seconds until one may be asked for again (429, Retry-After). */
export class OtpThrottled extends Error {
  readonly retryAfterSeconds: number
  constructor(message: string, retryAfterSeconds: number) {
    super(message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** A refused check; `attemptsLeft` only for a wrong code, whose try is kept. */
export class OtpRefused extends Error {
  readonly attemptsLeft: number | null
  constructor(message: string, attemptsLeft: number | null = null) {
    super(message)
    this.attemptsLeft = attemptsLeft
  }
}

export const CODE_NOT_FOUND = 'El código no existe; pide uno nuevo'
export const CODE_USED = 'Este código ya se usó; pide uno nuevo'
export const CODE_REPLACED = 'Este código fue reemplazado por uno más reciente; escribe el último que recibiste'
export const CODE_EXPIRED = `El código venció (dura ${OTP_VALID_MINUTES} minutos); pide uno nuevo`
export const CODE_EXHAUSTED = `Ya no puedes usar este código: hiciste ${OTP_MAX_ATTEMPTS} intentos. Pide un código nuevo`

const hashOf = (otpId: string, code: string) => createHash('sha256').update(`${otpId}:${code}`).digest('hex')
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / SECOND))

interface CodeRow {
  id: string
  account_number: string
  channel: OtpChannel
  destination: string
  code_hash: string
  created_at: string
  expires_at: string
  attempts: number
  used_at: string | null
  replaced_at: string | null
}

/** Where a sent code is seen: the server's log line (a person trying the demo reads the code there). */
export type OtpSink = (line: string) => void
const logSink: OtpSink = (line) => console.info(line)

/**
 * Sends a new code to the destination, ending any earlier live one for it. Throws `OtpThrottled`
 * within `OTP_RESEND_SECONDS` of the last code for that destination, or once the account asked
 * for `OTP_MAX_PER_HOUR` in the last hour.
 */
export function sendOtp(
  db: Db, request: { accountNumber: string; channel: OtpChannel; destination: string }, now: Date, sink: OtpSink = logSink,
): OtpSent {
  const { accountNumber, channel, destination } = request
  const last = one<{ created_at: string }>(
    db, 'SELECT created_at FROM otp_codes WHERE account_number = ? AND channel = ? AND destination = ? ORDER BY created_at DESC LIMIT 1',
    accountNumber, channel, destination,
  )
  const resendAt = last ? Date.parse(last.created_at) + OTP_RESEND_SECONDS * SECOND : 0
  if (resendAt > now.getTime()) {
    const wait = secondsUntil(resendAt, now)
    throw new OtpThrottled(`Espera ${wait} s para pedir otro código a este destino`, wait)
  }
  const hour = all<{ created_at: string }>(
    db, 'SELECT created_at FROM otp_codes WHERE account_number = ? AND created_at > ? ORDER BY created_at',
    accountNumber, new Date(now.getTime() - HOUR).toISOString(),
  )
  if (hour.length >= OTP_MAX_PER_HOUR) {
    const wait = secondsUntil(Date.parse(hour[hour.length - OTP_MAX_PER_HOUR]!.created_at) + HOUR, now)
    const minutes = Math.ceil(wait / 60)
    throw new OtpThrottled(
      `Ya pediste ${OTP_MAX_PER_HOUR} códigos en la última hora. Podrás pedir otro en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`, wait,
    )
  }
  run(db, 'UPDATE otp_codes SET replaced_at = ? WHERE account_number = ? AND channel = ? AND destination = ? AND used_at IS NULL AND replaced_at IS NULL',
    now.toISOString(), accountNumber, channel, destination)
  const otpId = randomUUID()
  const code = String(randomInt(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0')
  const expiresAt = new Date(now.getTime() + OTP_VALID_MINUTES * MINUTE).toISOString()
  run(db, 'INSERT INTO otp_codes (id, account_number, channel, destination, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    otpId, accountNumber, channel, destination, hashOf(otpId, code), now.toISOString(), expiresAt)
  run(db, 'INSERT INTO otp_outbox (otp_id, account_number, channel, destination, code, sent_at) VALUES (?, ?, ?, ?, ?, ?)',
    otpId, accountNumber, channel, destination, code, now.toISOString())
  sink(`[otp] ${accountNumber} ${channel} ${destination}: ${code}`)
  return {
    otpId, channel, destination, expiresAt,
    resendAfter: new Date(now.getTime() + OTP_RESEND_SECONDS * SECOND).toISOString(),
    maxAttempts: OTP_MAX_ATTEMPTS,
  }
}

/** The account a code was sent for (to check who may try it); undefined for an unknown id. */
export function otpAccount(db: Db, otpId: string): string | undefined {
  return one<{ account_number: string }>(db, 'SELECT account_number FROM otp_codes WHERE id = ?', otpId)?.account_number
}

/**
 * Checks a code. A wrong one counts a try (the caller must keep that change while refusing); the
 * last allowed wrong try ends the code. Right: the code is used and a token is answered.
 */
export function verifyOtp(db: Db, otpId: string, code: string, now: Date): OtpVerified {
  const row = one<CodeRow>(db, 'SELECT * FROM otp_codes WHERE id = ?', otpId)
  if (!row) throw new OtpRefused(CODE_NOT_FOUND)
  if (row.used_at) throw new OtpRefused(CODE_USED)
  if (row.replaced_at) throw new OtpRefused(CODE_REPLACED)
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw new OtpRefused(CODE_EXHAUSTED)
  if (Date.parse(row.expires_at) <= now.getTime()) throw new OtpRefused(CODE_EXPIRED)
  const right = timingSafeEqual(Buffer.from(hashOf(otpId, code), 'hex'), Buffer.from(row.code_hash, 'hex'))
  if (!right) {
    const attempts = row.attempts + 1
    run(db, 'UPDATE otp_codes SET attempts = ? WHERE id = ?', attempts, otpId)
    const left = OTP_MAX_ATTEMPTS - attempts
    throw new OtpRefused(left > 0 ? WRONG_CODE_MESSAGE : `${WRONG_CODE_MESSAGE.split('.')[0]}. ${CODE_EXHAUSTED}`, left)
  }
  run(db, 'UPDATE otp_codes SET used_at = ? WHERE id = ?', now.toISOString(), otpId)
  const verificationToken = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + VERIFICATION_VALID_MINUTES * MINUTE).toISOString()
  run(db, 'INSERT INTO otp_verifications (token_hash, account_number, channel, destination, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    tokenHash(verificationToken), row.account_number, row.channel, row.destination, now.toISOString(), expiresAt)
  return { verificationToken, expiresAt }
}

export const TOKEN_MISSING = 'Confirma el nuevo dato con el código que te enviamos antes de guardarlo'
export const TOKEN_INVALID = 'La confirmación no corresponde a este dato; pide un código nuevo para él'
export const TOKEN_USED = 'Esta confirmación ya se usó; pide un código nuevo'
export const TOKEN_EXPIRED = `La confirmación venció (dura ${VERIFICATION_VALID_MINUTES} minutos); pide un código nuevo`

/**
 * Spends a check's token on a write to that account, channel and destination; the refusal's
 * sentence when it cannot (missing, another destination, used, expired).
 */
export function spendVerification(
  db: Db, token: string | undefined, expected: { accountNumber: string; channel: OtpChannel; destination: string }, now: Date,
): string | null {
  if (!token) return TOKEN_MISSING
  const row = one<{ account_number: string; channel: string; destination: string; expires_at: string; used_at: string | null }>(
    db, 'SELECT account_number, channel, destination, expires_at, used_at FROM otp_verifications WHERE token_hash = ?', tokenHash(token),
  )
  if (!row || row.account_number !== expected.accountNumber || row.channel !== expected.channel || row.destination !== expected.destination) {
    return TOKEN_INVALID
  }
  if (row.used_at) return TOKEN_USED
  if (Date.parse(row.expires_at) <= now.getTime()) return TOKEN_EXPIRED
  run(db, 'UPDATE otp_verifications SET used_at = ? WHERE token_hash = ?', now.toISOString(), tokenHash(token))
  return null
}

export interface SentCode {
  otpId: string
  channel: OtpChannel
  destination: string
  code: string
  sentAt: string
}

/** Tests only: the codes sent for the account, newest first. */
export function outboxOf(db: Db, accountNumber: string): SentCode[] {
  return all<{ otp_id: string; channel: OtpChannel; destination: string; code: string; sent_at: string }>(
    db, 'SELECT otp_id, channel, destination, code, sent_at FROM otp_outbox WHERE account_number = ? ORDER BY id DESC', accountNumber,
  ).map((r) => ({ otpId: r.otp_id, channel: r.channel, destination: r.destination, code: r.code, sentAt: r.sent_at }))
}

/** Tests only: the account's codes, outbox and checks are gone (its hourly count starts again). */
export function clearOtp(db: Db, accountNumber: string): void {
  run(db, 'DELETE FROM otp_codes WHERE account_number = ?', accountNumber)
  run(db, 'DELETE FROM otp_outbox WHERE account_number = ?', accountNumber)
  run(db, 'DELETE FROM otp_verifications WHERE account_number = ?', accountNumber)
}
