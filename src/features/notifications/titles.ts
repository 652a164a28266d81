import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Notification, NotificationCode } from '@/contract/notification'
import { SERVER_LANGUAGE } from '@/shared/i18n/locales'

/**
 * The portal's own title for each type code (spec §3), shown in a language other than the server's.
 * General on purpose: the server's title may say more (a document's or a person's name), and its
 * body, in Spanish, is shown beside it.
 */
const TYPE_TITLES: Record<NotificationCode, MessageDescriptor> = {
  ASIGEXP: msg`Expediente digital asignado`,
  EXPPVEN: msg`Documento por vencer`,
  EXPVENC: msg`Documento vencido`,
  APROBDOC: msg`Documento aprobado`,
  RECHADOC: msg`Documento rechazado`,
  APROBPRO: msg`Prórroga aprobada`,
  RECHAPRO: msg`Prórroga rechazada`,
  NUEVTUT: msg`Nuevo tutor registrado`,
  ASIGDOC: msg`Nuevo documento por entregar`,
  FIRDEDOC: msg`Carta compromiso por firmar`,
  PENENFIS: msg`Entrega física pendiente`,
  DOCCOMP: msg`Documentación completa`,
  EXPCOMP: msg`Expediente completo`,
  CARDOCMON: msg`Documento agregado a tu solicitud de ayuda`,
  APROBALTATUTOR: msg`Registro de tutor aprobado`,
  APROBALTARESPECO: msg`Registro de responsable económico aprobado`,
  APROBAACTTUTOR: msg`Activación de tutor aprobada`,
  APROBACTRESPECONO: msg`Activación de responsable económico aprobada`,
  RECHALTATUTOR: msg`Registro de tutor rechazado`,
  RECHALTARESPECON: msg`Registro de responsable económico rechazado`,
  RECHACTUTUTOR: msg`Activación de tutor rechazada`,
  RECHACTRESPECONO: msg`Activación de responsable económico rechazada`,
  APROBFOTO: msg`Foto de perfil aprobada`,
  RECHAFOTO: msg`Foto de perfil rechazada`,
  NOTIMONITOR: msg`Novedades de tu solicitud de ayuda`,
  CODI: msg`Novedades de tu pago CoDi`,
}

/** A notice with a link of its own (a CODI's link is its payment's) is the university's, whatever its code. */
const NOTICE_TITLE = msg`Aviso de la universidad`

export interface NotificationTitle {
  text: string
  /** The server's own words (in Spanish), not the portal's. */
  fromServer: boolean
}

/**
 * In Spanish, the server's title as it was written (it may name the document or the person); in
 * another language, the portal's words for the type code.
 */
export function notificationTitle(notification: Notification, i18n: I18n): NotificationTitle {
  if (i18n.locale === SERVER_LANGUAGE) return { text: notification.title, fromServer: true }
  const notice = notification.link !== null && notification.clave !== 'CODI'
  return { text: i18n._(notice ? NOTICE_TITLE : TYPE_TITLES[notification.clave]), fromServer: false }
}
