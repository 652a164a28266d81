import type { Notification, NotificationCode, NotificationPage } from '@/contract/notification'
import { brandOffers, type BrandConfig } from '@/contract/payment-offer'
import { loadedConfig } from '@/shared/config/runtime-config'
import type { OutboxItem } from '@/shared/sync/outbox-item'

/** The portal's students live in Mexico: "today" and "yesterday" are calendar days there. */
export const PORTAL_TIME_ZONE = 'America/Mexico_City'
export const READ_RECEIPT_KIND = 'notification-read' satisfies OutboxItem['kind']

export interface DayGroups {
  today: Notification[]
  lastDay: Notification[]
  previous: Notification[]
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** `YYYY-MM-DD` of an instant in the portal's time zone; such keys sort like the days. */
export function dayKey(instant: Date | string | number): string {
  return dayFormat.format(new Date(instant))
}

function dayBefore(key: string): string {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10)
}

/** Spec §2: today, the calendar day before, and anything older; newest first in each. */
export function groupByDay(notifications: readonly Notification[], now: Date): DayGroups {
  const today = dayKey(now)
  const lastDay = dayBefore(today)
  const groups: DayGroups = { today: [], lastDay: [], previous: [] }
  const newestFirst = [...notifications].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
  for (const notification of newestFirst) {
    const key = dayKey(notification.createdAt)
    // A date past today (a skewed clock) still belongs to today, not to an unknown group.
    if (key >= today) groups.today.push(notification)
    else if (key === lastDay) groups.lastDay.push(notification)
    else groups.previous.push(notification)
  }
  return groups
}

export type AppPath =
  | '/home'
  | '/student-information/parents'
  | '/student-information/economic-responsible'
  | '/perfil'
  | '/digital-files'
  | '/assistance/conversation'
  | '/payments'
  | '/payments/result'

export type NotificationTarget =
  | { kind: 'external'; url: string }
  /**
   * `href` is `to` with its query: the document a digital-file notice is about (`?doc=`), the
   * ticket whose conversation a NOTIMONITOR notice opens (`?ticket=`).
   */
  | { kind: 'route'; to: AppPath; search?: { doc: number } | { ticket: number } | { id: number }; href: string }

/** Spec §4: where each type code leads when the notification has no link of its own. */
export const ROUTE_BY_CODE: Readonly<Record<NotificationCode, AppPath>> = {
  ASIGEXP: '/digital-files',
  EXPPVEN: '/digital-files',
  EXPVENC: '/digital-files',
  APROBDOC: '/digital-files',
  RECHADOC: '/digital-files',
  APROBPRO: '/digital-files',
  RECHAPRO: '/digital-files',
  ASIGDOC: '/digital-files',
  FIRDEDOC: '/digital-files',
  PENENFIS: '/digital-files',
  DOCCOMP: '/digital-files',
  EXPCOMP: '/digital-files',
  CARDOCMON: '/digital-files',
  NUEVTUT: '/student-information/parents',
  APROBALTATUTOR: '/student-information/parents',
  APROBAACTTUTOR: '/student-information/parents',
  RECHALTATUTOR: '/student-information/parents',
  RECHACTUTUTOR: '/student-information/parents',
  APROBALTARESPECO: '/student-information/economic-responsible',
  APROBACTRESPECONO: '/student-information/economic-responsible',
  RECHALTARESPECON: '/student-information/economic-responsible',
  RECHACTRESPECONO: '/student-information/economic-responsible',
  APROBFOTO: '/perfil',
  RECHAFOTO: '/perfil',
  NOTIMONITOR: '/assistance/conversation',
  CODI: '/payments',
}

const PAYMENT_LINK = /^\/payments\/result\?id=(\d{1,9})$/

/** Only web addresses open in a new window; anything else (e.g. `javascript:`) is ignored. */
function safeLink(link: string | null): string | undefined {
  if (!link?.trim()) return undefined
  try {
    const { protocol } = new URL(link, 'https://portal.invalid')
    return protocol === 'https:' || protocol === 'http:' ? link : undefined
  } catch {
    return undefined
  }
}

/**
 * Spec §4: CODI and notices with a link open it in a new window; the rest go to their route.
 * `brand` is the page's configuration unless given (the worker has none): where it offers no
 * CoDi, a CODI notice opens the payments screen, whose statement says whether the money arrived,
 * never a CoDi payment's code or a bank's CoDi page.
 */
export function targetOf(
  notification: { clave: string; link: string | null; docId?: string | null },
  brand: BrandConfig | undefined = loadedConfig(),
): NotificationTarget {
  if (notification.clave === 'CODI' && brand && !brandOffers(brand, 'codi')) return { kind: 'route', to: '/payments', href: '/payments' }
  // A CoDi notice's link is the payment's own screen in the portal (its QR, or its receipt once paid).
  const payment = notification.clave === 'CODI' ? PAYMENT_LINK.exec(notification.link ?? '')?.[1] : undefined
  if (payment) return { kind: 'route', to: '/payments/result', search: { id: Number(payment) }, href: `/payments/result?id=${Number(payment)}` }
  if (notification.clave === 'CODI' && notification.link === '/payments') return { kind: 'route', to: '/payments', href: '/payments' }
  const url = safeLink(notification.link)
  if (url) return { kind: 'external', url }
  const to = ROUTE_BY_CODE[notification.clave as NotificationCode] ?? '/home'
  const id = notification.docId && /^\d{1,9}$/.test(notification.docId) ? Number(notification.docId) : undefined
  // A digital-file notice opens the file on the document it is about; a ticket's, its conversation.
  if (id && to === '/digital-files') return { kind: 'route', to, search: { doc: id }, href: `${to}?doc=${id}` }
  if (id && to === '/assistance/conversation') return { kind: 'route', to, search: { ticket: id }, href: `${to}?ticket=${id}` }
  return { kind: 'route', to, href: to }
}

/** Ids of notifications whose read receipt is still in the outbox (waiting, sending or refused). */
export function queuedReadIds(items: readonly OutboxItem[]): Set<number> {
  return new Set(items.filter((item) => item.kind === READ_RECEIPT_KIND).map((item) => Number(item.meta.notificationId)))
}

export function setRead(page: NotificationPage, id: number, read: boolean): NotificationPage {
  if (!page.content.some((n) => n.id === id && n.read !== read)) return page
  return { ...page, content: page.content.map((n) => (n.id === id ? { ...n, read } : n)) }
}

/** A queued read receipt wins over a server answer that does not know about it yet. */
export function withLocalReads(page: NotificationPage, pendingItems: readonly OutboxItem[]): NotificationPage {
  const queued = queuedReadIds(pendingItems)
  if (!page.content.some((n) => !n.read && queued.has(n.id))) return page
  return { ...page, content: page.content.map((n) => (!n.read && queued.has(n.id) ? { ...n, read: true } : n)) }
}

/**
 * The unread count once queued receipts are applied. `count` and `page` must come from the
 * same answer's point of view: an item the page already shows read is counted out already.
 */
export function pendingCountAfter(count: number, page: NotificationPage | undefined, pendingItems: readonly OutboxItem[]): number {
  if (!page) return count
  const queued = queuedReadIds(pendingItems)
  const stillUnread = page.content.filter((n) => !n.read && queued.has(n.id)).length
  return Math.max(0, count - stillUnread)
}
