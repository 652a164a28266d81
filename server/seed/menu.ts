import type { Portal } from '../../src/contract/common.ts'
import { PORTALS } from '../../src/contract/common.ts'
import type { RoleName } from '../../src/contract/user.ts'
import { insert, run, type Db } from '../db/sql.ts'
import { serviceId, type ServiceKey } from '../data/service-list.ts'
import { ROLE_IDS } from '../data/users.ts'

type Entry = [name: string, icon: string, route: string, service: ServiceKey]

const ALUMNO_MENU: readonly Entry[] = [
  ['Inicio', 'home', '/home', 'home'],
  ['Avance académico', 'academic-progress', '/academic-progress', 'academic-progress'],
  ['Agenda', 'student-agenda', '/agenda', 'agenda'],
  ['Clases en línea', 'online classes', '/online-classes', 'online-classes'],
  ['Materias', 'subjects', '/subjects', 'subjects'],
  ['Boleta', 'report-card', '/report-card', 'report-card'],
  ['Pagos y estado de cuenta', 'payments-and-statement-account', '/payments', 'payments'],
  ['Ventanilla en línea', 'payments', '/online-window', 'online-window'],
  ['Reinscripción', 'reenrollment', '/reenrollment', 'online-window'],
  ['Trámites', 'formalities', '/formalities', 'online-window'],
  ['Expediente digital', 'digital-files', '/digital-files', 'digital-files'],
  ['Información del alumno', 'student-information', '/student-information/parents', 'student-information'],
  ['Información fiscal', 'fiscal-information', '/fiscal-information', 'fiscal-information'],
  ['Credencial digital', 'legal', '/credential', 'credential'],
  ['Tira de materias', 'formalities', '/subject-strip', 'subject-strip'],
  ['Recursos digitales', 'digital-resources', '/digital-resources', 'digital-resources'],
  ['Servicios en línea', 'online-services', '/online-services', 'online-services'],
  ['Internacional', 'international', '/international', 'online-services'],
  ['Centro de ayuda', 'assistance', '/assistance', 'assistance'],
  ['Notificaciones', 'news', '/notifications', 'notifications'],
  ['Términos y condiciones', 'terms-conditions', '/terms-conditions', 'terms-conditions'],
  ['Configuración', 'setting', '/settings/devices', 'settings'],
]

const UNITEC_EXTRA: Entry[] = [['Bibliotecas', 'libraries', '/libraries', 'libraries']]

const TUTOR: Entry[] = [
  ['Inicio', 'home', '/home', 'home'],
  ['Avance académico', 'academic-progress', '/academic-progress', 'academic-progress'],
  ['Agenda', 'student-agenda', '/agenda', 'agenda'],
  ['Clases en línea', 'online classes', '/online-classes', 'online-classes'],
  ['Materias', 'subjects', '/subjects', 'subjects'],
  ['Boleta', 'report-card', '/report-card', 'report-card'],
  ['Pagos y estado de cuenta', 'payments-and-statement-account', '/payments', 'payments'],
  ['Ventanilla en línea', 'payments', '/online-window', 'online-window'],
  ['Expediente digital', 'digital-files', '/digital-files', 'digital-files'],
  ['Información del alumno', 'student-information', '/student-information/parents', 'student-information'],
  ['Información fiscal', 'fiscal-information', '/fiscal-information', 'fiscal-information'],
  ['Credencial digital', 'legal', '/credential', 'credential'],
  ['Tira de materias', 'formalities', '/subject-strip', 'subject-strip'],
  ['Centro de ayuda', 'assistance', '/assistance', 'assistance'],
  ['Notificaciones', 'news', '/notifications', 'notifications'],
  ['Términos y condiciones', 'terms-conditions', '/terms-conditions', 'terms-conditions'],
  ['Configuración', 'setting', '/settings/devices', 'settings'],
]

// The academic screens and the statement show the student found with "Buscar alumno".
const ADMINISTRATIVO: Entry[] = [
  ['Inicio', 'home', '/home', 'home'],
  ['Buscar alumno', 'student-information', '/find-student', 'find-student'],
  ['Avance académico', 'academic-progress', '/academic-progress', 'academic-progress'],
  ['Agenda', 'student-agenda', '/agenda', 'agenda'],
  ['Clases en línea', 'online classes', '/online-classes', 'online-classes'],
  ['Materias', 'subjects', '/subjects', 'subjects'],
  ['Boleta', 'report-card', '/report-card', 'report-card'],
  ['Pagos y estado de cuenta', 'payments-and-statement-account', '/payments', 'payments'],
  ['Ventanilla en línea', 'payments', '/online-window', 'online-window'],
  ['Expediente digital', 'digital-files', '/digital-files', 'digital-files'],
  ['Información del alumno', 'student-information', '/student-information/parents', 'student-information'],
  ['Credencial digital', 'legal', '/credential', 'credential'],
  ['Tira de materias', 'formalities', '/subject-strip', 'subject-strip'],
  ['Recursos digitales', 'digital-resources', '/digital-resources', 'digital-resources'],
  ['Centro de ayuda', 'assistance', '/assistance', 'assistance'],
  ['Términos y condiciones', 'terms-conditions', '/terms-conditions', 'terms-conditions'],
  ['Configuración', 'setting', '/settings/devices', 'settings'],
]

/** The menu of a role in a portal; tests check that each entry is drawn apart from the others. */
export function entriesFor(role: RoleName, portal: Portal): readonly Entry[] {
  if (role === 'Tutor') return TUTOR
  if (role === 'Administrativo') return ADMINISTRATIVO
  if (portal === 'unitec') return [...ALUMNO_MENU.slice(0, -2), ...UNITEC_EXTRA, ...ALUMNO_MENU.slice(-2)]
  return ALUMNO_MENU
}

/** Replaces the whole menu, so a database seeded with an older menu gets the current one. */
export function seedMenu(db: Db): void {
  run(db, 'DELETE FROM menu_items')
  let id = 1
  for (const role of ['Administrativo', 'Tutor', 'Alumno'] as const) {
    for (const portal of PORTALS) {
      entriesFor(role, portal).forEach(([name, icon, route, service], index) => {
        insert(db, 'menu_items', {
          id: id++, role_id: ROLE_IDS[role], portal, name, icon, route, position: (index + 1) * 10, service_id: serviceId(service),
        })
      })
    }
  }
}
