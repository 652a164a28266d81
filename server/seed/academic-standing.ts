import { indexFor } from './academic-random.ts'
import { ACCOUNTS } from './students.ts'

/** A subject failed in a past cycle: plan cycle, position in it, and when it is taken again. */
export interface Failure {
  cycle: number
  slot: number
  /** `next`: retaken (and passed, or being taken now) the following cycle; `later`: still owed. */
  retake: 'next' | 'later'
}

/** Where a student stands in one career; everything else follows from it and the seed time. */
export interface Standing {
  /** Plan cycles already completed. */
  cyclesDone: number
  /** For a career not studied now: cycles since the last one studied ended (0 when enrolled). */
  endedTermsAgo: number
  /** Every subject state and attendance level among the enrolled subjects (screens and tests). */
  showcase: boolean
  /** Failed subjects; null lets the seed fail a few at random (about one in twenty). */
  failures: Failure[] | null
  /** A credential past its expiration date (the account is still active). */
  credentialExpired: boolean
}

const standing = (cyclesDone: number, extra: Partial<Standing> = {}): Standing =>
  ({ cyclesDone, endedTermsAgo: 0, showcase: false, failures: null, credentialExpired: false, ...extra })

/**
 * Named careers, by `account:program`. Documented facts the app and its tests rely on:
 * - 010245871 LPSI-18/COY: sixth cycle; every display status and attendance level among the
 *   enrolled subjects; Neuropsicología (PSI-602) meets in an online classroom; Psicopatología II
 *   failed and still owed, Estadística inferencial failed then passed, Inglés V being retaken.
 * - 010245871 LPED-18/COY: registered, never started: no averages (404), NO_INSCRITO.
 * - 010245872 MEDU-22/ONL: online master's degree with weekly activities, so the report card of
 *   each completed cycle runs past ten pages; its credential is expired (VENCIDA).
 * - 22140567 ISC-20/SUR: fifth cycle, the same showcase as LPSI-18 for UNITEC (ISC-502 online).
 * - 010377121 PREP-UVM/COY: first cycle: a running average but no cumulative one (404).
 * - 010301007 ARQ-19/TLA (generated, found with the search): a graduate, EGRESADO.
 * Accounts without an enrolled career have an INACTIVA credential (e.g. 010512309, 010301003).
 */
const NAMED: Record<string, Standing> = {
  [`${ACCOUNTS.alumnoUvm}:LPSI-18`]: standing(5, {
    showcase: true,
    failures: [{ cycle: 3, slot: 3, retake: 'next' }, { cycle: 5, slot: 0, retake: 'later' }, { cycle: 5, slot: 5, retake: 'next' }],
  }),
  [`${ACCOUNTS.alumnoUvm}:LPED-18`]: standing(0, { failures: [] }),
  [`${ACCOUNTS.alumnoUvm2}:MEDU-22`]: standing(2, { failures: [], credentialExpired: true }),
  [`${ACCOUNTS.alumnoUnitec}:ISC-20`]: standing(4, {
    showcase: true,
    failures: [{ cycle: 2, slot: 2, retake: 'next' }, { cycle: 4, slot: 3, retake: 'later' }, { cycle: 4, slot: 5, retake: 'next' }],
  }),
  [`${ACCOUNTS.alumnoUnitec}:LDG-19`]: standing(2, { endedTermsAgo: 6 }),
  [`${ACCOUNTS.alumnoUnitec2}:LCP-EJ`]: standing(7),
  [`${ACCOUNTS.adminUvm}:MBA-21`]: standing(3, { failures: [] }),
  [`${ACCOUNTS.sinMatriculaUvm}:LDER-20`]: standing(4, { endedTermsAgo: 2 }),
  [`${ACCOUNTS.sinMatriculaUnitec}:IMT-21`]: standing(0),
  [`${ACCOUNTS.tutoredUvm}:IIS-19`]: standing(2),
  [`${ACCOUNTS.tutoredUvm2}:PREP-UVM`]: standing(0),
  [`${ACCOUNTS.tutoredUvmDisabled}:LNUT-21`]: standing(6),
  [`${ACCOUNTS.tutoredUnitec}:LENF-20`]: standing(3),
  [`${ACCOUNTS.tutoredUnitec2}:ISC-20`]: standing(1),
  [`${ACCOUNTS.tutoredUnitecDisabled}:LDG-19`]: standing(4),
  // A graduate among the generated students (the administrative search finds them).
  ['010301007:ARQ-19']: standing(9, { endedTermsAgo: 1 }),
}

/** Generated students: enrolled ones somewhere in the plan, the others on leave. */
export function standingOf(accountNumber: string, cvProgram: string, enrolled: boolean, totalCycles: number): Standing {
  const named = NAMED[`${accountNumber}:${cvProgram}`]
  if (named) return named
  const key = `${accountNumber}:${cvProgram}`
  if (enrolled) return standing(1 + indexFor(`${key}:done`, totalCycles - 1))
  return standing(2 + indexFor(`${key}:done`, 4), { endedTermsAgo: 1 + indexFor(`${key}:ago`, 3) })
}
