import type { IncomingMessage, ServerResponse } from 'node:http'
import * as v from 'valibot'
import { AccountNumber, CampusCode, Portal } from '../../src/contract/common.ts'
import { WindowKind } from '../../src/contract/online-window.ts'
import { produceFormalities } from '../data/formality-desk.ts'
import { transaction } from '../db/sql.ts'
import { sendJson } from '../http/headers.ts'
import { resetOnlineWindow, setWindow } from '../seed/online-window.ts'
import { bodyOf, type DigitalFileHooks } from './digital-file-routes.ts'

const Window = v.strictObject({
  portal: Portal,
  kind: WindowKind,
  state: v.picklist(['open', 'not-yet', 'ended']),
  campusCode: v.optional(CampusCode),
})
const Produce = v.strictObject({ accountNumber: v.optional(AccountNumber) })
const Reset = v.strictObject({ accountNumber: AccountNumber })

/** The online window's hooks (see README.md); false when `path` is none of them. */
export async function onlineWindowHook(hooks: DigitalFileHooks, path: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const { db, store } = hooks
  switch (path) {
    case '/onlinewindow/window': {
      const body = await bodyOf(req, res, Window)
      if (body) sendJson(res, 200, { changed: transaction(db, () => setWindow(db, body.portal, body.kind, body.state, new Date(), body.campusCode)) })
      return true
    }
    case '/onlinewindow/produce': {
      const body = await bodyOf(req, res, Produce)
      if (body) sendJson(res, 200, { documents: await produceFormalities(db, store, new Date(), { accountNumber: body.accountNumber }) })
      return true
    }
    case '/onlinewindow/reset': {
      const body = await bodyOf(req, res, Reset)
      if (body) sendJson(res, 200, { reset: transaction(db, () => (resetOnlineWindow(db, body.accountNumber, new Date()), true)) })
      return true
    }
    default:
      return false
  }
}
