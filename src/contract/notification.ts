import * as v from 'valibot'
import { AccountNumber, CampusCode, IsoDateTime, ProgramCode } from './common.ts'

export const PendingCount = v.object({ totalPendingRead: v.pipe(v.number(), v.integer(), v.minValue(0)) })
export type PendingCount = v.InferOutput<typeof PendingCount>

/** Notification type codes of spec §3 (`clave`). */
export const NOTIFICATION_CODES = [
  'ASIGEXP', 'EXPPVEN', 'EXPVENC', 'APROBDOC', 'RECHADOC', 'APROBPRO', 'RECHAPRO', 'NUEVTUT', 'ASIGDOC', 'FIRDEDOC',
  'PENENFIS', 'DOCCOMP', 'EXPCOMP', 'CARDOCMON', 'APROBALTATUTOR', 'APROBALTARESPECO', 'APROBAACTTUTOR',
  'APROBACTRESPECONO', 'RECHALTATUTOR', 'RECHALTARESPECON', 'RECHACTUTUTOR', 'RECHACTRESPECONO', 'APROBFOTO',
  'RECHAFOTO', 'NOTIMONITOR', 'CODI',
] as const
export const NotificationCode = v.picklist(NOTIFICATION_CODES)
export type NotificationCode = v.InferOutput<typeof NotificationCode>

export const Notification = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  clave: NotificationCode,
  title: v.string(),
  body: v.string(),
  /** The document a digital-file notice is about; for NOTIMONITOR, the ticket id (the conversation to open). */
  docId: v.nullable(v.string()),
  /** CODI payment link, or a notice's link (opened in a new window). */
  link: v.nullable(v.string()),
  read: v.boolean(),
  createdAt: IsoDateTime,
})
export type Notification = v.InferOutput<typeof Notification>

export const NotificationPage = v.object({
  content: v.array(Notification),
  page: v.number(),
  size: v.number(),
  totalElements: v.number(),
})
export type NotificationPage = v.InferOutput<typeof NotificationPage>

/** Mark a notification as read (spec §7): account, program, campus and notification id. */
export const ViewedBody = v.strictObject({
  accountNumber: AccountNumber,
  programCode: ProgramCode,
  campusCode: CampusCode,
  notificationId: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
export type ViewedBody = v.InferOutput<typeof ViewedBody>

export const PushTokenBody = v.strictObject({
  token: v.pipe(v.string(), v.minLength(10), v.maxLength(4096)),
  device: v.optional(v.pipe(v.string(), v.maxLength(120))),
})

/** Forget a device's push token (logout, or the user turns push off). */
export const PushTokenDeleteBody = v.strictObject({
  token: v.pipe(v.string(), v.minLength(10), v.maxLength(4096)),
})
