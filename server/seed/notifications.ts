import type { NotificationCode } from '../../src/contract/notification.ts'
import { insert, run, type Db } from '../db/sql.ts'
import type { SeedContext } from './context.ts'
import { documentForNotice } from './digital-file.ts'
import { earlierToday, localTimeOf } from './local-time.ts'
import { LINKED_NOTICES, NOTIFICATION_TEXTS } from './notification-texts.ts'
import { SEEDED_TICKETS } from './monitor.ts'
import { ACCOUNTS } from './students.ts'

type When = { fraction: number } | { daysAgo: number; hour: number; minute: number }

interface Planned {
  clave: NotificationCode
  when: When
  read: boolean
  notice?: keyof typeof LINKED_NOTICES
}

const today = (fraction: number): When => ({ fraction })
const ago = (daysAgo: number, hour: number, minute: number): When => ({ daysAgo, hour, minute })
const unread = (clave: NotificationCode, when: When): Planned => ({ clave, when, read: false })
const read = (clave: NotificationCode, when: When): Planned => ({ clave, when, read: true })
const notice = (name: keyof typeof LINKED_NOTICES, when: When): Planned =>
  ({ clave: LINKED_NOTICES[name].clave, when, read: false, notice: name })

/**
 * alumno's first account in each portal: every type code once, plus two notices with a link.
 * 28 in all: 6 today, 6 yesterday, 16 older; 21 unread. UVM offers no CoDi by default, so its
 * account gets a document notice where UNITEC's gets the CoDi charge: the university does not
 * write about a way of paying the brand does not have.
 */
const fullSet = (first: Planned): Planned[] => [
  first,
  unread('RECHADOC', today(0.12)),
  unread('NOTIMONITOR', today(0.3)),
  notice('deliveryCalendar', today(0.5)),
  unread('APROBFOTO', today(0.7)),
  unread('EXPPVEN', today(0.9)),
  unread('ASIGDOC', ago(1, 19, 40)),
  unread('FIRDEDOC', ago(1, 16, 5)),
  notice('physicalDesk', ago(1, 13, 20)),
  unread('APROBPRO', ago(1, 11, 30)),
  read('APROBDOC', ago(1, 9, 45)),
  unread('RECHAFOTO', ago(1, 8, 10)),
  unread('EXPVENC', ago(2, 18, 15)),
  unread('RECHAPRO', ago(3, 12, 0)),
  unread('ASIGEXP', ago(4, 10, 25)),
  unread('PENENFIS', ago(5, 17, 50)),
  read('CARDOCMON', ago(7, 9, 5)),
  unread('RECHALTATUTOR', ago(9, 15, 35)),
  read('APROBAACTTUTOR', ago(12, 11, 10)),
  unread('RECHACTUTUTOR', ago(15, 13, 45)),
  unread('APROBALTARESPECO', ago(18, 16, 20)),
  unread('RECHALTARESPECON', ago(22, 10, 0)),
  unread('APROBACTRESPECONO', ago(26, 12, 40)),
  unread('RECHACTRESPECONO', ago(30, 9, 30)),
  read('APROBALTATUTOR', ago(35, 14, 15)),
  read('DOCCOMP', ago(41, 11, 55)),
  read('EXPCOMP', ago(48, 10, 35)),
  read('NUEVTUT', ago(56, 18, 0)),
]

/** Ids start here per account, so the demo and the tests can name them. */
const ID_BASES: ReadonlyArray<[account: string, base: number, planned: Planned[]]> = [
  [ACCOUNTS.alumnoUvm, 100, fullSet(unread('ASIGDOC', today(0.03)))],
  [ACCOUNTS.alumnoUnitec, 200, fullSet(unread('CODI', today(0.03)))],
  [ACCOUNTS.alumnoUvm2, 300, [unread('ASIGEXP', today(0.4)), unread('EXPPVEN', ago(1, 12, 0)), read('APROBDOC', ago(6, 10, 0))]],
  [ACCOUNTS.alumnoUnitec2, 400, [unread('CODI', today(0.2)), read('NOTIMONITOR', ago(4, 16, 30)), read('APROBFOTO', ago(10, 9, 0))]],
  [ACCOUNTS.tutoredUvm, 500, [unread('EXPVENC', ago(1, 10, 15)), unread('APROBALTATUTOR', ago(6, 13, 0)), read('DOCCOMP', ago(20, 11, 0))]],
  [ACCOUNTS.tutoredUvm2, 510, [unread('ASIGDOC', today(0.6)), read('RECHADOC', ago(3, 17, 0))]],
  [ACCOUNTS.tutoredUvmDisabled, 520, [unread('ASIGEXP', ago(2, 9, 0))]],
  [ACCOUNTS.tutoredUnitec, 600, [unread('FIRDEDOC', ago(1, 18, 0)), read('APROBDOC', ago(8, 12, 30))]],
  [ACCOUNTS.tutoredUnitec2, 610, [unread('EXPPVEN', today(0.5)), read('NUEVTUT', ago(15, 10, 0))]],
  [ACCOUNTS.tutoredUnitecDisabled, 620, [unread('ASIGEXP', ago(2, 9, 0))]],
  [ACCOUNTS.adminUvm, 700, [unread('DOCCOMP', ago(3, 12, 0)), read('EXPCOMP', ago(12, 10, 0))]],
]

function createdAt(when: When, { now, timeZone }: SeedContext): string {
  const date = 'fraction' in when ? earlierToday(now, timeZone, when.fraction) : localTimeOf(now, timeZone, when.daysAgo, when.hour, when.minute)
  return date.toISOString()
}

function aboutWhat(account: string, clave: NotificationCode): number | null {
  if (clave === 'NOTIMONITOR') return account === ACCOUNTS.alumnoUvm ? SEEDED_TICKETS.open : null
  return documentForNotice(account, clave)
}

function row(account: string, id: number, planned: Planned, context: SeedContext) {
  const linked = planned.notice ? LINKED_NOTICES[planned.notice] : undefined
  const text = NOTIFICATION_TEXTS[planned.clave]
  return {
    id,
    account_number: account,
    clave: planned.clave,
    title: linked?.title ?? text.title,
    body: linked?.body ?? text.body,
    // The seeded document the type speaks of, so tapping it opens that document; alumno's ticket
    // notice opens the seeded open ticket's conversation, other tickets keep a number of their own.
    doc_id: !linked && text.aboutDocument ? String(aboutWhat(account, planned.clave) ?? 5000 + id) : null,
    // A CoDi notice opens the payments.
    link: linked?.link ?? (planned.clave === 'CODI' ? CODI_NOTICE_LINK : null),
    read: planned.read ? 1 : 0,
    created_at: createdAt(planned.when, context),
  }
}

/** Where a seeded CoDi notice takes the person: the payments screen. */
export const CODI_NOTICE_LINK = '/payments'

/** Databases seeded before: their CoDi notices linked to a page that never existed. */
export function fixCodiLinks(db: Db): void {
  run(db, `UPDATE notifications SET link = ? WHERE clave = 'CODI' AND link LIKE '/checkout-sim/codi/%'`, CODI_NOTICE_LINK)
}

/**
 * Dates are relative to the seed time, so "today" is today in the seed time zone when the
 * database is created (a fresh data folder per e2e run). Sinmatricula has none: an empty list.
 */
export function seedNotifications(db: Db, context: SeedContext): void {
  // A database from before the per-type set had a handful with other ids: replace them once.
  run(db, 'DELETE FROM notification_receipts')
  run(db, 'DELETE FROM notifications')
  for (const [account, base, planned] of ID_BASES) {
    planned.forEach((item, index) => insert(db, 'notifications', row(account, base + index + 1, item, context)))
  }
}
