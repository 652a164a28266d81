import type { NotificationCode } from '../../src/contract/notification.ts'

export interface NotificationText {
  title: string
  body: string
  /** The notification is about one document of the digital file (or, for a ticket, the ticket). */
  aboutDocument: boolean
}

const text = (title: string, body: string, aboutDocument = false): NotificationText => ({ title, body, aboutDocument })

/** What the university's systems send for each type code; no personal data beyond what the type says. */
export const NOTIFICATION_TEXTS: Record<NotificationCode, NotificationText> = {
  ASIGEXP: text('Expediente digital asignado', 'Se asignaron documentos a tu expediente digital. Revisa cuáles debes entregar y sus fechas límite.'),
  EXPPVEN: text('Documento por vencer', 'Uno de tus documentos vence en 15 días. Entrégalo o solicita una prórroga antes de la fecha límite.', true),
  EXPVENC: text('Documento vencido', 'Venció el plazo de entrega de uno de tus documentos. Entrégalo lo antes posible para evitar un bloqueo.', true),
  APROBDOC: text('Documento aprobado', 'Tu documento fue revisado y aprobado. No necesitas hacer nada más con él.', true),
  RECHADOC: text('Documento rechazado', 'Tu documento fue rechazado porque la imagen no es legible. Vuelve a cargarlo desde tu expediente digital.', true),
  APROBPRO: text('Prórroga aprobada', 'Se aprobó tu solicitud de prórroga. Consulta la nueva fecha límite en tu expediente digital.', true),
  RECHAPRO: text('Prórroga rechazada', 'Tu solicitud de prórroga no fue aprobada. Entrega el documento dentro del plazo original.', true),
  NUEVTUT: text('Nuevo tutor registrado', 'Se registró un padre o tutor en tu cuenta. Puedes revisarlo en Información del alumno.'),
  ASIGDOC: text('Nuevo documento por entregar', 'Se agregó un documento a tu expediente digital. Cárgalo antes de la fecha indicada.', true),
  FIRDEDOC: text('Carta compromiso por firmar', 'Tienes una carta compromiso de devolución de documentos pendiente de firma.', true),
  PENENFIS: text('Entrega física pendiente', 'Tu documento fue aprobado en digital. Entrega el original en la ventanilla de servicios escolares.', true),
  DOCCOMP: text('Documentación completa', 'Entregaste todos los documentos solicitados para este ciclo.'),
  EXPCOMP: text('Expediente completo', 'Tu expediente digital está completo y validado. ¡Gracias por mantenerlo al día!'),
  CARDOCMON: text('Documento agregado a tu solicitud', 'Se cargó un documento en tu solicitud de ayuda. Revísalo en el centro de ayuda.', true),
  APROBALTATUTOR: text('Registro de tutor aprobado', 'El registro de tu padre o tutor fue aprobado.'),
  APROBALTARESPECO: text('Registro de responsable económico aprobado', 'El registro de tu responsable económico fue aprobado.'),
  APROBAACTTUTOR: text('Actualización de tutor aprobada', 'Se aprobaron los cambios en los datos de tu padre o tutor.'),
  APROBACTRESPECONO: text('Actualización de responsable económico aprobada', 'Se aprobaron los cambios en los datos de tu responsable económico.'),
  RECHALTATUTOR: text('Registro de tutor rechazado', 'El registro de tu padre o tutor fue rechazado: los datos no coinciden con los documentos cargados.'),
  RECHALTARESPECON: text('Registro de responsable económico rechazado', 'El registro de tu responsable económico fue rechazado: los datos no coinciden con los documentos cargados.'),
  RECHACTUTUTOR: text('Actualización de tutor rechazada', 'Los cambios en los datos de tu padre o tutor fueron rechazados. Revisa la información y vuelve a enviarla.'),
  RECHACTRESPECONO: text('Actualización de responsable económico rechazada', 'Los cambios en los datos de tu responsable económico fueron rechazados. Revisa la información y vuelve a enviarla.'),
  APROBFOTO: text('Foto de perfil aprobada', 'Tu nueva foto de perfil fue aprobada y ya aparece en tu credencial.'),
  RECHAFOTO: text('Foto de perfil rechazada', 'Tu foto de perfil fue rechazada: el fondo debe ser blanco y el rostro debe verse completo.'),
  NOTIMONITOR: text('Respuesta a tu solicitud', 'Tu solicitud de ayuda tiene una nueva respuesta. Entra a la conversación para verla.', true),
  CODI: text('Cobro CoDi por autorizar', 'Tienes un cobro CoDi pendiente de autorizar por tu colegiatura. Ábrelo para completar el pago.'),
}

/** Notices that carry a link to a page of the university (opened in a new window). */
export const LINKED_NOTICES = {
  deliveryCalendar: {
    clave: 'ASIGEXP',
    title: 'Aviso: calendario de entrega de documentos',
    body: 'Consulta el calendario de entrega de documentos de este ciclo escolar.',
    link: 'https://example.edu/avisos/calendario-entrega-documentos',
  },
  physicalDesk: {
    clave: 'PENENFIS',
    title: 'Aviso: horario de recepción de originales',
    body: 'Conoce los horarios y requisitos de la ventanilla de recepción de documentos originales.',
    link: 'https://example.edu/avisos/recepcion-documentos-originales',
  },
} as const satisfies Record<string, { clave: NotificationCode; title: string; body: string; link: string }>
