import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Attendance } from '@/contract/academic'

export type AttendanceLevel = 'excellent' | 'medium' | 'warning' | 'failed' | 'overdue'

/**
 * Where each attendance level starts, as a share of the absences allowed (percent):
 * - overdue: more absences than allowed;
 * - failed: exactly the maximum (one more and the subject is lost);
 * - warning: from 75 % of the maximum, below it;
 * - medium: from 40 % of the maximum;
 * - excellent: below 40 %, including no absences at all.
 */
export const ATTENDANCE_THRESHOLDS = { warningPercent: 75, mediumPercent: 40 } as const

/** Level of one subject's absences. Whole-number arithmetic: 40 % of 15 is exactly 6, not 6.000…1. */
export function attendanceLevel({ absences, maxAbsences }: Pick<Attendance, 'absences' | 'maxAbsences'>): AttendanceLevel {
  if (absences > maxAbsences) return 'overdue'
  if (absences === maxAbsences) return 'failed'
  if (absences * 100 >= maxAbsences * ATTENDANCE_THRESHOLDS.warningPercent) return 'warning'
  if (absences * 100 >= maxAbsences * ATTENDANCE_THRESHOLDS.mediumPercent) return 'medium'
  return 'excellent'
}

export interface AttendanceLevelInfo {
  /** Spec §4 message, word for word. */
  message: MessageDescriptor
  palette: 'green' | 'yellow' | 'orange' | 'red'
  icon: 'good' | 'info' | 'warning' | 'stop'
}

export const ATTENDANCE_LEVELS: Readonly<Record<AttendanceLevel, AttendanceLevelInfo>> = {
  excellent: { message: msg`Excelente trabajo, mantén el buen camino`, palette: 'green', icon: 'good' },
  medium: { message: msg`Cuida tu asistencia`, palette: 'yellow', icon: 'info' },
  warning: { message: msg`Cuidado, faltar más te pondrá en riesgo`, palette: 'orange', icon: 'warning' },
  failed: { message: msg`Ya alcanzaste el máximo de faltas. No puedes faltar.`, palette: 'red', icon: 'stop' },
  overdue: { message: msg`Has pasado el máximo de faltas permitidas.`, palette: 'red', icon: 'stop' },
}
