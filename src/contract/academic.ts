import * as v from 'valibot'
import { IsoDate, IsoDateTime } from './common.ts'
import { CycleCode } from './credential.ts'

/**
 * The academic calls' schemas besides the credential's (spec §7): loaded with the screens that
 * make them. Everything of `credential.ts` is said from here too.
 */
export * from './credential.ts'

// ——— Agenda ———

/** The calendars an agenda event belongs to; the agenda's filter lists them. */
export const AGENDA_CALENDARS = ['classes', 'exams', 'school', 'holidays', 'payments'] as const
export const AgendaCalendar = v.picklist(AGENDA_CALENDARS)
export type AgendaCalendar = v.InferOutput<typeof AgendaCalendar>

/** One event. Times are instants (UTC with `Z`); the portal shows them in America/Mexico_City. */
export const AgendaEvent = v.object({
  id: v.string(),
  calendar: AgendaCalendar,
  title: v.string(),
  description: v.nullable(v.string()),
  start: IsoDateTime,
  end: IsoDateTime,
  /** All-day events cover whole days: `start` is 00:00 of the first day, `end` 00:00 after the last. */
  allDay: v.boolean(),
  location: v.nullable(v.string()),
  teacher: v.nullable(v.string()),
  subjectCode: v.nullable(v.string()),
  /** Online classroom (opens in a new window). */
  onlineClassroomUrl: v.nullable(v.pipe(v.string(), v.url())),
})
export type AgendaEvent = v.InferOutput<typeof AgendaEvent>

/** A date range, both ends included, at most 366 days long (checked by the server). */
export const DateRangeQuery = { from: IsoDate, to: IsoDate }

// ——— Subjects ———

/** Spec §3 subject status enum. */
export const SUBJECT_STATES = ['approved', 'dismissed', 'reprobate', 'signed_up', 'studying', 'to_study'] as const
export const SubjectState = v.picklist(SUBJECT_STATES)
export type SubjectState = v.InferOutput<typeof SubjectState>

/** Spec §4 subject display statuses, as the API writes them. */
export const SUBJECT_DISPLAY_STATUSES = [
  'CURSANDO', 'BAJA', 'APROBADA', 'APROBADO', 'INSCRITA', 'INSCRITO', 'PENDIENTE', 'PENDIENTE_SUBJECT', 'REPROBADO', 'REPROBADA',
] as const
export const SubjectDisplayStatus = v.picklist(SUBJECT_DISPLAY_STATUSES)
export type SubjectDisplayStatus = v.InferOutput<typeof SubjectDisplayStatus>

export const PeriodGrade = v.object({
  /** e.g. "Parcial 1", "Parcial 2", "Final" */
  period: v.string(),
  grade: v.nullable(v.number()),
})
export type PeriodGrade = v.InferOutput<typeof PeriodGrade>

export const Attendance = v.object({
  sessions: v.pipe(v.number(), v.integer(), v.minValue(0)),
  absences: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Absences allowed before the subject is lost. */
  maxAbsences: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
export type Attendance = v.InferOutput<typeof Attendance>

export const Subject = v.object({
  code: v.string(),
  name: v.string(),
  credits: v.number(),
  cycle: CycleCode,
  status: SubjectDisplayStatus,
  group: v.nullable(v.string()),
  teacher: v.nullable(v.string()),
  grades: v.array(PeriodGrade),
  finalGrade: v.nullable(v.number()),
  /** Enrolled subjects only. */
  attendance: v.nullable(Attendance),
})
export type Subject = v.InferOutput<typeof Subject>

export const SubjectListType = v.picklist(['enrolled', 'history'])

/** "Mi plan": the curriculum by cycle, with where the student stands in each subject. */
export const PlanSubject = v.object({
  code: v.string(),
  name: v.string(),
  credits: v.number(),
  status: SubjectDisplayStatus,
  finalGrade: v.nullable(v.number()),
})
export const CyclesOffered = v.object({
  planCode: v.string(),
  cycles: v.array(v.object({ number: v.pipe(v.number(), v.integer(), v.minValue(1)), name: v.string(), subjects: v.array(PlanSubject) })),
})
export type CyclesOffered = v.InferOutput<typeof CyclesOffered>

// ——— Academic progress ———

export const AcademicAdvance = v.object({
  totalCredits: v.number(),
  earnedCredits: v.number(),
  /** 0–100 */
  percentage: v.number(),
  totalSubjects: v.number(),
  approvedSubjects: v.number(),
  studyingSubjects: v.number(),
  failedSubjects: v.number(),
  pendingSubjects: v.number(),
})
export type AcademicAdvance = v.InferOutput<typeof AcademicAdvance>

/** Average of the current cycle (`/student/advanceaverage`); a 404 means there is none yet. */
export const CycleAverage = v.object({ cycle: CycleCode, average: v.number() })
export type CycleAverage = v.InferOutput<typeof CycleAverage>

export const AverageHistory = v.array(v.object({ cycle: CycleCode, average: v.nullable(v.number()) }))
export type AverageHistory = v.InferOutput<typeof AverageHistory>

/** Cumulative average (`/student/average`); a 404 means there is none yet. */
export const CumulativeAverage = v.object({ average: v.number(), approvedSubjects: v.number() })
export type CumulativeAverage = v.InferOutput<typeof CumulativeAverage>

export const Degree = v.object({
  programName: v.string(),
  planCode: v.string(),
  level: v.string(),
  modality: v.string(),
  startCycle: CycleCode,
  expectedEndCycle: CycleCode,
  totalCycles: v.number(),
  currentCycle: v.number(),
})
export type Degree = v.InferOutput<typeof Degree>

export const ENROLLMENT_STATUSES = ['INSCRITO', 'NO_INSCRITO', 'BAJA_TEMPORAL', 'EGRESADO'] as const
export const Enrollment = v.object({
  status: v.picklist(ENROLLMENT_STATUSES),
  cycle: CycleCode,
  enrolledAt: v.nullable(IsoDate),
})
export type Enrollment = v.InferOutput<typeof Enrollment>

// ——— Report card and subject strip ———

export const ReportCardCycle = v.object({ cycle: CycleCode, name: v.string(), average: v.nullable(v.number()) })
export const ReportCardCycles = v.array(ReportCardCycle)
export type ReportCardCycle = v.InferOutput<typeof ReportCardCycle>

/**
 * A document generated by the server. Bytes travel as base64 inside JSON so the service worker
 * keeps them in the per-user database like any other answer (architecture §6).
 */
export const PdfDocument = v.object({
  fileName: v.pipe(v.string(), v.regex(/^[\w.-]+\.pdf$/, 'invalid file name')),
  mimeType: v.literal('application/pdf'),
  base64: v.pipe(v.string(), v.minLength(1)),
  generatedAt: IsoDateTime,
})
export type PdfDocument = v.InferOutput<typeof PdfDocument>

export const SubjectStrip = v.object({
  cycle: CycleCode,
  cycleName: v.string(),
  subjects: v.array(v.object({
    code: v.string(),
    name: v.string(),
    group: v.string(),
    teacher: v.string(),
    credits: v.number(),
    classroom: v.string(),
    /** Weekly sessions: ISO weekday (1 = Monday) and local times in America/Mexico_City. */
    sessions: v.array(v.object({
      weekday: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
      start: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
      end: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
    })),
  })),
})
export type SubjectStrip = v.InferOutput<typeof SubjectStrip>
