import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MenuItem } from '@/contract/user'

/** Labels of the screens the portal knows, by route: the server's names are Spanish only. */
const BY_ROUTE: Record<string, MessageDescriptor> = {
  '/home': msg`Inicio`,
  '/academic-progress': msg`Avance académico`,
  '/agenda': msg`Agenda`,
  '/online-classes': msg`Clases en línea`,
  '/subjects': msg`Materias`,
  '/report-card': msg`Boleta`,
  '/payments': msg`Pagos y estado de cuenta`,
  '/digital-files': msg`Expediente digital`,
  '/student-information/parents': msg`Información del alumno`,
  '/credential': msg`Credencial digital`,
  '/subject-strip': msg`Tira de materias`,
  '/digital-resources': msg`Recursos digitales`,
  '/online-services': msg`Servicios en línea`,
  '/international': msg`Internacional`,
  '/assistance': msg`Centro de ayuda`,
  '/notifications': msg`Notificaciones`,
  '/terms-conditions': msg`Términos y condiciones`,
  '/settings/devices': msg`Configuración`,
  '/libraries': msg`Bibliotecas`,
  '/find-student': msg`Buscar alumno`,
  '/online-window': msg`Ventanilla en línea`,
  '/reenrollment': msg`Reinscripción`,
  '/formalities': msg`Trámites`,
}

/** For routes the portal does not know yet, the section's general name by icon key. */
const BY_ICON: Record<string, MessageDescriptor> = {
  home: msg`Inicio`,
  'academic-progress': msg`Avance académico`,
  'student-agenda': msg`Agenda`,
  subjects: msg`Materias`,
  news: msg`Noticias`,
  payments: msg`Pagos`,
  'digital-files': msg`Expediente digital`,
  international: msg`Internacional`,
  setting: msg`Configuración`,
  legal: msg`Legal`,
  'report-card': msg`Boleta`,
  'terms-conditions': msg`Términos y condiciones`,
  'digital-resources': msg`Recursos digitales`,
  'student-information': msg`Información del alumno`,
  assistance: msg`Centro de ayuda`,
  'payments-and-statement-account': msg`Pagos y estado de cuenta`,
  'online-services': msg`Servicios en línea`,
  reenrollment: msg`Reinscripción`,
  formalities: msg`Trámites`,
  libraries: msg`Bibliotecas`,
  'online classes': msg`Clases en línea`,
  'fiscal-information': msg`Datos fiscales`,
}

/** The label a person reads: by route, else by icon key, else the server's own name. */
export function menuLabel(item: MenuItem): MessageDescriptor | string {
  return BY_ROUTE[item.route] ?? BY_ICON[item.icon] ?? item.name
}
