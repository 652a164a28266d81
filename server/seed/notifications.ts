import { insert, type Db } from '../db/sql.ts'
import { daysFromEpoch } from './epoch.ts'
import { ACCOUNTS } from './students.ts'

interface SeedNotification {
  account: string
  clave: string
  title: string
  body: string
  read: boolean
  daysAgo: number
  docId?: string
  link?: string
}

const n = (account: string, clave: string, title: string, body: string, read: boolean, daysAgo: number, extra: Partial<SeedNotification> = {}): SeedNotification =>
  ({ account, clave, title, body, read, daysAgo, ...extra })

/** Unread counts: alumno UVM 3 and 1, alumno UNITEC 2, tutored UVM 2, admin 1, sinmatricula 0. */
const NOTIFICATIONS: SeedNotification[] = [
  n(ACCOUNTS.alumnoUvm, 'APROBDOC', 'Documento aprobado', 'Tu acta de nacimiento fue aprobada.', true, 12, { docId: '101' }),
  n(ACCOUNTS.alumnoUvm, 'RECHADOC', 'Documento rechazado', 'Tu certificado de bachillerato fue rechazado: la imagen no es legible.', false, 1, { docId: '102' }),
  n(ACCOUNTS.alumnoUvm, 'EXPPVEN', 'Documento por vencer', 'Tu comprobante de domicilio vence en 15 días.', false, 0, { docId: '103' }),
  n(ACCOUNTS.alumnoUvm, 'NUEVTUT', 'Nuevo tutor', 'Se registró un tutor en tu cuenta.', true, 30),
  n(ACCOUNTS.alumnoUvm, 'APROBFOTO', 'Foto aprobada', 'Tu foto de perfil fue aprobada.', false, 0),
  n(ACCOUNTS.alumnoUvm2, 'ASIGEXP', 'Expediente asignado', 'Tienes documentos nuevos por entregar.', false, 2),
  n(ACCOUNTS.alumnoUnitec, 'RECHAFOTO', 'Foto rechazada', 'Tu foto de perfil fue rechazada: el fondo debe ser blanco.', false, 9),
  n(ACCOUNTS.alumnoUnitec, 'CODI', 'Pago pendiente', 'Tienes un cobro CoDi por autorizar.', false, 0, { link: 'https://www.banxico.org.mx/sistemas-de-pago/codi-cobro-digital-banco-me.html' }),
  n(ACCOUNTS.alumnoUnitec2, 'NOTIMONITOR', 'Respuesta a tu ticket', 'Tu solicitud de ayuda tiene una respuesta.', true, 4),
  n(ACCOUNTS.tutoredUvm, 'APROBALTATUTOR', 'Tutor aprobado', 'Tu registro como tutor fue aprobado.', false, 6),
  n(ACCOUNTS.tutoredUvm, 'EXPVENC', 'Documento vencido', 'Tu carta compromiso venció.', false, 1),
  n(ACCOUNTS.adminUvm, 'DOCCOMP', 'Expediente completo', 'Tu expediente digital está completo.', false, 3),
]

export function seedNotifications(db: Db): void {
  for (const item of NOTIFICATIONS) {
    insert(db, 'notifications', {
      account_number: item.account,
      clave: item.clave,
      title: item.title,
      body: item.body,
      doc_id: item.docId ?? null,
      link: item.link ?? null,
      read: item.read ? 1 : 0,
      created_at: daysFromEpoch(-item.daysAgo, -item.daysAgo),
    })
  }
}
