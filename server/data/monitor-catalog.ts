import type { Area, CatalogEntry, TicketForm } from '../../src/contract/monitor.ts'

/**
 * The help desk's dependent catalogs (area → issue type → classification → subclassification →
 * reason) and the form each reason opens. Fixed data of the reference server, the same for both
 * portals; ids are unique across levels so a wrong level is never mistaken for a right one.
 */

const PRIVACY = { label: 'Acepto que el centro de ayuda consulte mi información académica para atender esta solicitud', required: true }
const CONTACT = { label: 'Deseo que también me contacten por teléfono', required: false }

/** The options of the catalog fields ("activities"), by catalog id. */
export const ACTIVITY_CATALOGS: Readonly<Record<number, CatalogEntry[]>> = {
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
  catalogField: { label: 'Trámite que necesitas', catalogId: 1, options: ACTIVITY_CATALOGS[1] ?? [] },
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
export function catalogPath(ids: { areaId: number; issueTypeId: number; classificationId: number; subclassificationId: number; reasonId: number }): CatalogPath | null {
  const area = DESK_AREAS.find((a) => a.id === ids.areaId)
  const issueType = area?.issueTypes.find((t) => t.id === ids.issueTypeId)
  const classification = issueType?.classifications.find((c) => c.id === ids.classificationId)
  const subclassification = classification?.subclassifications.find((s) => s.id === ids.subclassificationId)
  const reason = subclassification?.reasons.find((r) => r.id === ids.reasonId)
  if (!area || !issueType || !classification || !subclassification || !reason) return null
  return {
    area: entry(area), issueType: entry(issueType), classification: entry(classification), subclassification: entry(subclassification),
    reason: entry(reason), form: reason.form,
  }
}

/** The options of one level under its parent; null when the parent does not exist at the level above. */
export function catalogLevel(level: string, parentId: number | null): Array<CatalogEntry & { form: TicketForm | null }> | null {
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
      return found ? found.reasons.map((r) => ({ ...entry(r), form: r.form })) : null
    }
    case 'activities': { const options = parentId === null ? undefined : ACTIVITY_CATALOGS[parentId]; return options ? plain(options) : null }
    default: return null
  }
}
