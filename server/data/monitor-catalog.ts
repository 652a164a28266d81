import type { Area, CatalogEntry, TicketForm } from '../../src/contract/monitor.ts'
import { all, one, run, type Db } from '../db/sql.ts'

/**
 * The help desk's dependent catalogs (area → issue type → classification → subclassification →
 * reason) and the form each reason opens. Fixed data of the reference server, the same for both
 * portals; ids are unique across levels so a wrong level is never mistaken for a right one. The
 * options of a form's catalog field (the "activities") live in `monitor_activities`, as the
 * university adds and withdraws them: every answer reads the current ones.
 */

const PRIVACY = { label: 'Acepto que el centro de ayuda consulte mi información académica para atender esta solicitud', required: true }
const CONTACT = { label: 'Deseo que también me contacten por teléfono', required: false }

/** The options of the catalog fields ("activities") the database is seeded with, by catalog id. */
export const SEEDED_ACTIVITIES: Readonly<Record<number, CatalogEntry[]>> = {
  1: [
    { id: 1, name: 'Reimpresión' },
    { id: 2, name: 'Corrección de nombre' },
    { id: 3, name: 'Corrección de fechas' },
  ],
}

const GENERAL: TicketForm = {
  subjectRequest: false, numericField: null, catalogField: null, textField: null,
  firstCheckbox: PRIVACY, secondCheckbox: CONTACT, maxEvidence: 5,
}
const SUBJECT: TicketForm = {
  subjectRequest: true, numericField: null, catalogField: null, textField: null,
  firstCheckbox: { label: 'Confirmo que los datos de la materia son correctos', required: true }, secondCheckbox: null, maxEvidence: 2,
}
const PAYMENT: TicketForm = {
  subjectRequest: false, numericField: { label: 'Monto pagado', min: 1, max: 999_999, money: true }, catalogField: null,
  textField: { label: 'Referencia o folio del pago', maxLength: 30 }, firstCheckbox: PRIVACY, secondCheckbox: CONTACT, maxEvidence: 5,
}
const PROCEDURE: TicketForm = {
  subjectRequest: false, numericField: null,
  // The options are the catalog's current ones, read with the form (formNow).
  catalogField: { label: 'Trámite que necesitas', catalogId: 1, options: [] },
  textField: null, firstCheckbox: PRIVACY, secondCheckbox: null, maxEvidence: 2,
}

export const DESK_AREAS: readonly Area[] = [
  {
    id: 1, name: 'Servicios escolares', issueTypes: [{
      id: 11, name: 'Trámites', classifications: [
        { id: 111, name: 'Constancias', subclassifications: [{ id: 1111, name: 'Constancia de estudios', reasons: [
          { id: 11111, name: 'No he recibido mi constancia', form: GENERAL },
          { id: 11112, name: 'Necesito corregir mi constancia', form: PROCEDURE },
        ] }] },
        { id: 112, name: 'Calificaciones', subclassifications: [{ id: 1121, name: 'Revisión de calificación', reasons: [
          { id: 11211, name: 'Mi calificación es incorrecta', form: SUBJECT },
          { id: 11212, name: 'Una materia no tiene calificación', form: SUBJECT },
        ] }] },
      ],
    }],
  },
  {
    id: 2, name: 'Finanzas', issueTypes: [{
      id: 21, name: 'Pagos', classifications: [{ id: 211, name: 'Pagos no reflejados', subclassifications: [
        { id: 2111, name: 'Pago en banco', reasons: [{ id: 21111, name: 'Mi pago no aparece', form: PAYMENT }] },
        { id: 2112, name: 'Pago en línea', reasons: [{ id: 21121, name: 'Me cobraron dos veces', form: PAYMENT }] },
      ] }],
    }],
  },
  {
    id: 3, name: 'Tecnología', issueTypes: [{
      id: 31, name: 'Accesos', classifications: [{ id: 311, name: 'Portal y correo', subclassifications: [
        { id: 3111, name: 'Cuenta institucional', reasons: [
          { id: 31111, name: 'No puedo entrar al portal', form: GENERAL },
          { id: 31112, name: 'No recibo el correo institucional', form: GENERAL },
        ] },
      ] }],
    }],
  },
]

/** The catalog ids the forms name: the only ones `/cnf/activity?level=activities` knows. */
const FORM_CATALOGS = new Set(
  DESK_AREAS.flatMap((a) => a.issueTypes).flatMap((t) => t.classifications).flatMap((c) => c.subclassifications)
    .flatMap((s) => s.reasons).flatMap((r) => (r.form.catalogField ? [r.form.catalogField.catalogId] : [])),
)

/** A catalog field's options as offered now, in order; null for a catalog no form names. */
export function activityOptions(db: Db, catalogId: number): CatalogEntry[] | null {
  if (!FORM_CATALOGS.has(catalogId)) return null
  return all<CatalogEntry>(db, 'SELECT id, name FROM monitor_activities WHERE catalog_id = ? AND withdrawn = 0 ORDER BY position, id', catalogId)
}

/** The option a ticket chose, withdrawn or not. */
export const activityOption = (db: Db, catalogId: number, id: number): CatalogEntry | null =>
  one<CatalogEntry>(db, 'SELECT id, name FROM monitor_activities WHERE catalog_id = ? AND id = ?', catalogId, id) ?? null

/**
 * The university changes a catalog field's options (the back office; a test hook here): adds one at
 * the end, or withdraws one. Answers the catalog's options now; null for a catalog no form names.
 */
export function changeActivities(db: Db, catalogId: number, change: { add?: string | undefined; withdraw?: number | undefined }): CatalogEntry[] | null {
  if (!FORM_CATALOGS.has(catalogId)) return null
  if (change.add !== undefined) {
    const next = one<{ id: number; position: number }>(db, 'SELECT COALESCE(MAX(id), 0) + 1 AS id, (SELECT COALESCE(MAX(position), -1) + 1 FROM monitor_activities WHERE catalog_id = ?) AS position FROM monitor_activities', catalogId)
    run(db, 'INSERT INTO monitor_activities (id, catalog_id, name, position) VALUES (?, ?, ?, ?)', next?.id ?? 1, catalogId, change.add, next?.position ?? 0)
  }
  if (change.withdraw !== undefined) run(db, 'UPDATE monitor_activities SET withdrawn = 1 WHERE catalog_id = ? AND id = ?', catalogId, change.withdraw)
  return activityOptions(db, catalogId)
}

/** A reason's form with its catalog field's current options. */
export function formNow(db: Db, form: TicketForm): TicketForm {
  if (!form.catalogField) return form
  return { ...form, catalogField: { ...form.catalogField, options: activityOptions(db, form.catalogField.catalogId) ?? [] } }
}

/** The whole tree as `/cnf` answers it, each form with its current options. */
export const deskAreas = (db: Db): Area[] =>
  DESK_AREAS.map((area) => ({
    ...area,
    issueTypes: area.issueTypes.map((type) => ({
      ...type,
      classifications: type.classifications.map((classification) => ({
        ...classification,
        subclassifications: classification.subclassifications.map((sub) => ({
          ...sub,
          reasons: sub.reasons.map((reason) => ({ ...reason, form: formNow(db, reason.form) })),
        })),
      })),
    })),
  }))

/** One path through the catalogs, from the area down to the reason. */
export interface CatalogPath {
  area: CatalogEntry
  issueType: CatalogEntry
  classification: CatalogEntry
  subclassification: CatalogEntry
  reason: CatalogEntry
  form: TicketForm
}

const entry = ({ id, name }: CatalogEntry): CatalogEntry => ({ id, name })

/** The path these ids name, or null when they are not one path (a reason under another subclassification …). */
export function catalogPath(db: Db, ids: { areaId: number; issueTypeId: number; classificationId: number; subclassificationId: number; reasonId: number }): CatalogPath | null {
  const area = DESK_AREAS.find((a) => a.id === ids.areaId)
  const issueType = area?.issueTypes.find((t) => t.id === ids.issueTypeId)
  const classification = issueType?.classifications.find((c) => c.id === ids.classificationId)
  const subclassification = classification?.subclassifications.find((s) => s.id === ids.subclassificationId)
  const reason = subclassification?.reasons.find((r) => r.id === ids.reasonId)
  if (!area || !issueType || !classification || !subclassification || !reason) return null
  return {
    area: entry(area), issueType: entry(issueType), classification: entry(classification), subclassification: entry(subclassification),
    reason: entry(reason), form: formNow(db, reason.form),
  }
}

/** The options of one level under its parent; null when the parent does not exist at the level above. */
export function catalogLevel(db: Db, level: string, parentId: number | null): Array<CatalogEntry & { form: TicketForm | null }> | null {
  const plain = (items: readonly CatalogEntry[]) => items.map((item) => ({ ...entry(item), form: null }))
  const issueTypes = DESK_AREAS.flatMap((a) => a.issueTypes)
  const classifications = issueTypes.flatMap((t) => t.classifications)
  const subclassifications = classifications.flatMap((c) => c.subclassifications)
  switch (level) {
    case 'areas': return plain(DESK_AREAS)
    case 'issue-types': { const found = DESK_AREAS.find((a) => a.id === parentId); return found ? plain(found.issueTypes) : null }
    case 'classifications': { const found = issueTypes.find((t) => t.id === parentId); return found ? plain(found.classifications) : null }
    case 'subclassifications': { const found = classifications.find((c) => c.id === parentId); return found ? plain(found.subclassifications) : null }
    case 'reasons': {
      const found = subclassifications.find((s) => s.id === parentId)
      return found ? found.reasons.map((r) => ({ ...entry(r), form: formNow(db, r.form) })) : null
    }
    case 'activities': { const options = parentId === null ? null : activityOptions(db, parentId); return options ? plain(options) : null }
    default: return null
  }
}
