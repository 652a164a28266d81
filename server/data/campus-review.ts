import { one, type Db } from '../db/sql.ts'
import { nextCycleOf } from './online-window.ts'
import { decideCampusRequest, pendingCampusRequests, type CampusRequestRow } from './student-information.ts'

/**
 * The school office's campus changes, played by the reference server (architecture §10). The
 * office decides each pending request on its day (`answer_at`) by a visible rule: a campus that
 * teaches in the career's modality takes the student from the next cycle; one that does not is
 * turned down, saying so. No notification is written: the spec's type codes have none for a campus
 * change; the decision shows in the banner of the home (`GET /student/information?notif=true`).
 */

export type CampusDecision = 'approve' | 'reject'

export interface DecidedCampusRequest {
  id: number
  accountNumber: string
  status: 'approved' | 'rejected'
  reason: string | null
  effectiveCycle: string | null
}

export interface CampusVerdict {
  decision?: CampusDecision | undefined
  reason?: string | undefined
}

const careerModality = (db: Db, request: CampusRequestRow) =>
  one<{ modality: string }>(db, 'SELECT modality FROM careers WHERE account_number = ? AND cv_program = ?', request.account_number, request.cv_program)

/** Why the office turns a request down by its rule, or null when the campus can take the student. */
export function ruleRefusal(request: CampusRequestRow, modality: string | undefined): string | null {
  if (modality === undefined || request.campus_modality === modality) return null
  return `${request.campus_name} no ofrece tu carrera en modalidad ${modality.toLowerCase()}. Para estudiar ahí, solicita primero un cambio de modalidad.`
}

function decide(db: Db, request: CampusRequestRow, verdict: CampusVerdict, now: Date): DecidedCampusRequest {
  const refusal = ruleRefusal(request, careerModality(db, request)?.modality)
  const decision = verdict.decision ?? (refusal === null ? 'approve' : 'reject')
  const base = { id: request.id, accountNumber: request.account_number }
  if (decision === 'reject') {
    const reason = verdict.reason ?? refusal ?? 'El campus que pediste no tiene lugar para tu carrera en el próximo ciclo.'
    decideCampusRequest(db, request.id, { status: 'rejected', reason, effective: null }, now)
    return { ...base, status: 'rejected', reason, effectiveCycle: null }
  }
  const effective = nextCycleOf(db, request.account_number, request.cv_program)
  decideCampusRequest(db, request.id, { status: 'approved', reason: null, effective }, now)
  return { ...base, status: 'approved', reason: null, effectiveCycle: effective?.code ?? null }
}

/**
 * Decides the pending campus requests the filter selects, oldest first: the back office's pass
 * those whose day came (`answerBefore`), the test hook an account's at once. Runs inside a transaction.
 */
export function decidePendingCampusRequests(
  db: Db, now: Date, filter: { accountNumber?: string | undefined; answerBefore?: Date | undefined }, verdict: CampusVerdict = {},
): DecidedCampusRequest[] {
  return pendingCampusRequests(db, filter).map((request) => decide(db, request, verdict, now))
}
