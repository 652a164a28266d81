import * as v from 'valibot'
import { AccountNumber } from '@/contract/common'

/**
 * An address may name the student and career its screen is about: a push about a person's
 * second account opens that account's screen, not the one they last looked at. The portal takes
 * the names on arrival (see `selectLinkedStudent`) and drops them from the address.
 */
const ACCOUNT_KEY = 'student'
const CAREER_KEY = 'career'

const CAREER = /^[\w.-]{1,40}$/

export interface LinkedStudent {
  accountNumber: string
  /** The career's program (`cvProgram`); null takes the account's first career. */
  cvProgram: string | null
}

/** `href` naming the student and career; unchanged when the account is not a valid one. */
export function withStudent(href: string, student: { accountNumber?: string | undefined; cvProgram?: string | undefined }): string {
  if (!v.is(AccountNumber, student.accountNumber)) return href
  const [path, query = ''] = href.split('?', 2) as [string, string?]
  const search = new URLSearchParams(query)
  search.set(ACCOUNT_KEY, student.accountNumber)
  if (student.cvProgram && CAREER.test(student.cvProgram)) search.set(CAREER_KEY, student.cvProgram)
  else search.delete(CAREER_KEY)
  return `${path}?${search.toString()}`
}

/** The student an address's parsed search names, if any. */
export function linkedStudent(search: Record<string, unknown>): LinkedStudent | null {
  // The router may parse a numeric-looking value as a number.
  const account = search[ACCOUNT_KEY]
  const career = search[CAREER_KEY]
  const accountNumber = typeof account === 'number' ? String(account) : account
  if (!v.is(AccountNumber, accountNumber)) return null
  return { accountNumber, cvProgram: typeof career === 'string' && CAREER.test(career) ? career : null }
}

/** Whether the search carries the names at all, valid or not (either way they leave the address). */
export function namesStudent(search: Record<string, unknown>): boolean {
  return ACCOUNT_KEY in search || CAREER_KEY in search
}

/** `href` (a path with its query and hash) without the student's names, the rest as it was. */
export function hrefWithoutStudent(href: string): string {
  const url = new URL(href, 'https://portal.invalid')
  url.searchParams.delete(ACCOUNT_KEY)
  url.searchParams.delete(CAREER_KEY)
  return `${url.pathname}${url.search}${url.hash}`
}
