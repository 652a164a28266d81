import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { IllustrationKind } from './error-illustrations'

/** Error pages of spec §8. */
export const ERROR_VARIANTS = ['401', '403', '404', '500', '501', '504', 'user-not-found', 'not-enrolled'] as const
export type ErrorVariant = (typeof ERROR_VARIANTS)[number]

export interface ErrorContent {
  illustration: IllustrationKind
  /** HTTP-like code shown as "Error {code}". */
  code: string
  title: MessageDescriptor
  description: MessageDescriptor
}

export const ERROR_CONTENT: Record<ErrorVariant, ErrorContent> = {
  '401': {
    illustration: 'padlock',
    code: '401',
    title: msg`Acceso denegado`,
    description: msg`No cuentas con un nombre de usuario o una contraseña válidos para entrar. Inicia sesión de nuevo.`,
  },
  '403': {
    illustration: 'padlock',
    code: '403',
    title: msg`No tienes acceso a esta sección`,
    description: msg`Tu cuenta no tiene permiso para ver esta sección. Si crees que es un error, contacta a servicios escolares.`,
  },
  '404': {
    illustration: 'magnifier',
    code: '404',
    title: msg`Página no encontrada`,
    description: msg`La página que buscas no existe o cambió de dirección.`,
  },
  '500': {
    illustration: 'plug',
    code: '500',
    title: msg`Sin conexión con el servidor`,
    description: msg`No pudimos conectarnos con el servidor. Revisa tu conexión e inténtalo más tarde.`,
  },
  '501': {
    illustration: 'hourglass',
    code: '501',
    title: msg`Se terminó el tiempo de espera`,
    description: msg`Tu sesión ya no es válida. Cierra sesión y vuelve a iniciarla para continuar.`,
  },
  '504': {
    illustration: 'clock-alert',
    code: '504',
    title: msg`El servidor tardó demasiado en responder`,
    description: msg`El servidor no respondió a tiempo. Inténtalo de nuevo en unos minutos.`,
  },
  // The two named pages have no HTTP status of their own; they show the closest one.
  'user-not-found': {
    illustration: 'person-question',
    code: '404',
    title: msg`No encontramos tu usuario`,
    description: msg`No pudimos encontrar tu usuario en los sistemas de la universidad. Contacta a servicios escolares.`,
  },
  'not-enrolled': {
    illustration: 'magnifier',
    code: '403',
    title: msg`No tienes una inscripción vigente`,
    description: msg`No estás inscrito en un periodo vigente o no tienes permiso para ver esta página.`,
  },
}

/** A screen that broke while drawing (not an answer of the server): no code to show. */
export const SCREEN_FAILED: ErrorContent = {
  illustration: 'plug',
  code: '',
  title: msg`Algo salió mal en esta pantalla`,
  description: msg`Vuelve a cargarla. Lo que ya enviaste o dejaste pendiente de envío no se pierde.`,
}

/** A start with no signal on a device that never saved this person's data: not a server error. */
export const NOTHING_SAVED: ErrorContent = {
  illustration: 'plug',
  code: '',
  title: msg`Necesitas conexión una vez`,
  description: msg`Este dispositivo aún no tiene tus datos guardados. Abre el portal una vez con conexión y después podrás consultarlo sin señal.`,
}
