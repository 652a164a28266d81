import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The server sends each menu item's icon key and a Spanish name; the portal shows a
 * translated label for the keys it knows, so the menu follows the chosen language.
 */
export const MENU_LABELS: Record<string, MessageDescriptor> = {
  home: msg`Inicio`,
  'academic-progress': msg`Avance académico`,
  'student-agenda': msg`Agenda`,
  subjects: msg`Materias`,
  news: msg`Notificaciones`,
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
