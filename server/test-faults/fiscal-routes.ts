import type { IncomingMessage, ServerResponse } from 'node:http'
import * as v from 'valibot'
import { AccountNumber } from '../../src/contract/common.ts'
import { fiscalDataOf } from '../data/fiscal.ts'
import { findAccountOwner } from '../data/students.ts'
import { transaction, type Db } from '../db/sql.ts'
import { NO_CACHE, sendJson } from '../http/headers.ts'
import { reseedFiscal } from '../seed/fiscal.ts'
import { bodyOf } from './digital-file-routes.ts'

const Reset = v.strictObject({ accountNumber: AccountNumber })

/** Puts the account's fiscal data back as seeded (see README.md). */
async function reset(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await bodyOf(req, res, Reset)
  if (!body) return
  if (!findAccountOwner(db, body.accountNumber)) return sendJson(res, 404, { message: 'No account has that number' }, NO_CACHE)
  const seeded = transaction(db, () => reseedFiscal(db, body.accountNumber, new Date()))
  sendJson(res, 200, { seeded, fiscal: fiscalDataOf(db, body.accountNumber) })
}

/** The fiscal data's hooks; false when `path` is none of them. */
export async function fiscalHook(db: Db, path: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (path !== '/fiscal/reset') return false
  await reset(db, req, res)
  return true
}
