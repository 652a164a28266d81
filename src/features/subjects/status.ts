import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SubjectDisplayStatus, SubjectState } from '@/contract/academic'

export type SubjectIconKey = 'check' | 'studying' | 'dismissed' | 'failed' | 'lock'
/** Chakra colour palettes; each status keeps its colour everywhere it appears. */
export type StatusPalette = 'green' | 'blue' | 'orange' | 'red' | 'gray'

export interface SubjectStatusInfo {
  /** Spec §3 subject status. */
  state: SubjectState
  /** Spec §4 label; always shown as text next to the icon. */
  label: MessageDescriptor
  palette: StatusPalette
  icon: SubjectIconKey
  /** Not open to the student yet ("Por cursar"). */
  locked: boolean
}

const approved: SubjectStatusInfo = { state: 'approved', label: msg`Aprobada`, palette: 'green', icon: 'check', locked: false }
const failed: SubjectStatusInfo = { state: 'reprobate', label: msg`Reprobada`, palette: 'red', icon: 'failed', locked: false }
const pending: SubjectStatusInfo = { state: 'to_study', label: msg`Por cursar`, palette: 'gray', icon: 'lock', locked: true }

/** Spec §4 subject display statuses, as the API writes them, and what the screens show for each. */
export const SUBJECT_STATUS: Readonly<Record<SubjectDisplayStatus, SubjectStatusInfo>> = {
  CURSANDO: { state: 'studying', label: msg`Cursando`, palette: 'blue', icon: 'studying', locked: false },
  // Signed up for the current cycle reads the same to the student as studying it.
  INSCRITA: { state: 'signed_up', label: msg`Cursando`, palette: 'blue', icon: 'studying', locked: false },
  INSCRITO: { state: 'signed_up', label: msg`Cursando`, palette: 'blue', icon: 'studying', locked: false },
  BAJA: { state: 'dismissed', label: msg`Dada de baja`, palette: 'orange', icon: 'dismissed', locked: false },
  APROBADA: approved,
  APROBADO: approved,
  REPROBADA: failed,
  REPROBADO: failed,
  PENDIENTE: pending,
  PENDIENTE_SUBJECT: pending,
}

export function subjectStatus(status: SubjectDisplayStatus): SubjectStatusInfo {
  return SUBJECT_STATUS[status]
}
