/**
 * GET calls whose last good answer is kept per user for reading with no signal
 * (architecture §6). The service worker answers them network first, then from here.
 */
/** The kind a report card's PDF is saved under: the heaviest answers, capped per device (snapshot-caps.ts). */
export const REPORT_CARD_PDF_KIND = 'report-card-pdf'

export const SNAPSHOT_ROUTES: readonly { kind: string; path: string | RegExp }[] = [
  { kind: 'user', path: '/user/student' },
  { kind: 'menu', path: '/user/menu/email' },
  // What the person may do on a section (spec §6): offline, a student still marks notifications read.
  { kind: 'service-actions', path: '/catalogs/service/action' },
  { kind: 'tutor', path: '/user/tutor' },
  { kind: 'tutor-students', path: /^\/student\/tutor\/\d+\/id$/ },
  // The profile photo and its review; the fiscal, contact and personal data.
  { kind: 'photo', path: '/user/photo' },
  { kind: 'fiscal', path: '/student/fiscal' },
  { kind: 'contacts', path: '/student/contactstudent' },
  // The student's parents or tutors and economic responsibles.
  { kind: 'guardians', path: '/student/tutor/list' },
  { kind: 'personal-information', path: '/student/personalInformation' },
  // The career's online services, so their list reads with no signal.
  { kind: 'online-services', path: '/student/links/all' },
  // The home's news, so the slideshow shows the last ones seen.
  { kind: 'news', path: '/catalogs/news' },
  { kind: 'notifications', path: '/notification/sending/notifications' },
  { kind: 'pending', path: '/notification/sending/pending' },
  // The academic screens a student must be able to read with no signal (issue: academic core).
  { kind: 'credential', path: '/student/credential' },
  { kind: 'credential-code', path: '/student/qr/encrypt' },
  { kind: 'calendar', path: '/student/calendar' },
  { kind: 'schedule', path: '/student/planner/schedule' },
  { kind: 'subjects', path: '/student/subject' },
  { kind: 'plan', path: /^\/monitor\/student\/cyclesoffered\/\d+$/ },
  { kind: 'report-cards', path: '/student/reportcard' },
  { kind: REPORT_CARD_PDF_KIND, path: '/student/pdf' },
  { kind: 'subject-strip', path: '/student/subjectstrip' },
  { kind: 'subject-strip-pdf', path: '/student/pdf/subjectstrip' },
  // The digital file reads with no signal, so an upload can be queued from it.
  { kind: 'digital-files', path: '/digitalfile/student/all' },
  { kind: 'digital-file-documents', path: '/digitalfile/student/documents' },
  { kind: 'digital-file-history', path: '/digitalfile/student/history' },
  // One document and its file, as a notification opens them or as an acknowledged write leaves them.
  { kind: 'digital-file-document', path: '/digitalfile/student/detail' },
  { kind: 'digital-file', path: /^\/digitalfile\/student\/\d+$/ },
  // The statement, and the pay-later kit: bank references read (and their PDF opened) with no signal.
  { kind: 'payment-balance', path: '/payment/balance' },
  { kind: 'payment-history', path: '/payment/history' },
  { kind: 'payment-references', path: '/payment/references' },
  // What is owed, as last seen: kept as the worker serves it, so a browser closed right after still has it.
  { kind: 'payment-orders', path: '/payment/orders' },
  { kind: 'payment-reference-pdf', path: '/payment/reference/pdf' },
  // CoDi codes and the result of a payment, and receipts once opened.
  { kind: 'payment', path: '/payment/payment' },
  { kind: 'payments', path: '/payment/payments' },
  { kind: 'payment-receipt', path: '/payment/receipt' },
  { kind: 'payment-receipt-pdf', path: '/payment/receipt/pdf' },
  // The libraries (Bibliotecas) and the sections of their documents read with no signal; their documents are kept by the screen, within a budget.
  { kind: 'library-catalog', path: '/catalogs/libraries' },
  { kind: 'student-libraries', path: '/student/libraries' },
  { kind: 'document-sections', path: '/catalogs/sectiondocument' },
  // The online window: its dates, formalities and reenrollment read with their age.
  { kind: 'online-window', path: '/onlinewindow/student' },
  // The career's standing: the home's campus request banner, the last modality change on the academic progress.
  { kind: 'student-information', path: '/student/information' },
]

/** Header the worker adds when it answers from a snapshot: epoch ms of the saved copy. */
export const SNAPSHOT_HEADER = 'X-Snapshot-Saved-At'

/** Header the worker adds to a network answer it could not keep because the device is full. */
export const NOT_KEPT_HEADER = 'X-Snapshot-Not-Kept'

export function snapshotKind(apiPath: string): string | undefined {
  return SNAPSHOT_ROUTES.find(({ path }) => (typeof path === 'string' ? path === apiPath : path.test(apiPath)))?.kind
}

/** Snapshot key of a URL: its path under the API base and its sorted query, without `origin`. */
export function snapshotKey(url: URL, apiBasePath: string): string | undefined {
  if (!url.pathname.startsWith(apiBasePath)) return undefined
  const path = url.pathname.slice(apiBasePath.length)
  const params = [...url.searchParams.entries()].filter(([key]) => key !== 'origin').sort(([a], [b]) => a.localeCompare(b))
  return `${path}?${new URLSearchParams(params).toString()}`
}
