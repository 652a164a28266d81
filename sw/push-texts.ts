import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { messages as en } from '../locales/en/push.po'
import { messages as es } from '../locales/es/push.po'

i18n.load({ es, en })

/**
 * Lock-screen texts by type code: general on purpose, with no personal data, because
 * anyone near the phone can read them. The portal shows the details once opened.
 */
const TITLES: Record<string, MessageDescriptor> = {
  EXPPVEN: msg`Un documento está por vencer`,
  EXPVENC: msg`Un documento de tu expediente venció`,
  CODI: msg`Hay novedades de tu pago CoDi`,
  NOTIMONITOR: msg`Tienes una respuesta en el centro de ayuda`,
  APROBFOTO: msg`Hay novedades sobre tu fotografía`,
  RECHAFOTO: msg`Hay novedades sobre tu fotografía`,
}
const DEFAULT_TITLE = msg`Tienes una notificación nueva`
const BODY = msg`Abre el portal para ver el detalle.`

export function pushTexts(clave: string | undefined, locale: string | undefined) {
  const lang = locale === 'en' ? 'en' : 'es'
  i18n.activate(lang)
  return { title: i18n._(TITLES[clave ?? ''] ?? DEFAULT_TITLE), body: i18n._(BODY), lang }
}
