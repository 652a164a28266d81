import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DocumentStatus } from '../../src/contract/digital-file.ts'
import { buildPath, endpoints as shellEndpoints, type Endpoint } from '../../src/contract/endpoints.ts'
import { paymentEndpoints } from '../../src/contract/payment-endpoints.ts'
import { academicEndpoints } from '../../src/contract/academic-endpoints.ts'
import { fiscalEndpoints } from '../../src/contract/fiscal-endpoints.ts'
import { termsEndpoints } from '../../src/contract/terms-endpoints.ts'
import { contactEndpoints } from '../../src/contract/contact-endpoints.ts'
import { pushEndpoints } from '../../src/contract/push-endpoints.ts'
import { personalInformationEndpoints } from '../../src/contract/personal-information-endpoints.ts'
import { guardianEndpoints } from '../../src/contract/guardian-endpoints.ts'
import { newsEndpoints } from '../../src/contract/news-endpoints.ts'
import { studentInformationEndpoints } from '../../src/contract/student-information-endpoints.ts'
import { digitalFileEndpoints } from '../../src/contract/digital-file-endpoints.ts'
import type { Guardians } from '../../src/contract/guardians.ts'
import { curpCheckDigit } from '../../src/contract/field-patterns.ts'
import { onlineServicesEndpoints } from '../../src/contract/online-services-endpoints.ts'
import { digitalResourcesEndpoints } from '../../src/contract/digital-resources-endpoints.ts'
import { monitorEndpoints } from '../../src/contract/monitor-endpoints.ts'
import type { OtpSent, StudentContacts } from '../../src/contract/contact.ts'
import { valuesOfRecord, type PersonalInformation } from '../../src/contract/personal-information.ts'
import { IDEMPOTENCY_HEADER } from '../../src/contract/idempotency.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { samplePng } from '../../server/seed/sample-files.ts'
import { TUTOR } from '../../server/seed/tutors.ts'
import { api, signIn } from '../support/sign-in.ts'
import { currentCycle, thisWeek } from './academic-calls.ts'
import { ADDRESS, askCode, codeOf, mexicoDay, verificationFor } from './contact-calls.ts'
import { form, pdf, seededDocument, seededFileId, type Part } from './digital-file-calls.ts'
import { GENERAL, deskActs, conversation } from './monitor-calls.ts'
import { jpegPart } from './photo-calls.ts'
import { docx, openPreview, storedBody, temporaryBody, visorQuery } from './preview-calls.ts'
import { SEEDED_TICKETS } from '../../server/seed/monitor.ts'
import { BENCHMARK_ACCOUNT, SEEDED_ORDERS } from '../../server/seed/payments.ts'
import { startTestServer, type TestServer } from './test-server.ts'

interface Sample {
  user: DemoUsername
  params?: Record<string, string>
  query?: Record<string, string>
  /** JSON, or the text fields of a multipart endpoint. */
  body?: unknown
  /** The files of a multipart endpoint, by field. */
  files?: Record<string, Part>
  /** Makes what the call needs first (a preview's ticket) and answers the query or body that use it. */
  prepare?: () => Promise<Pick<Sample, 'query' | 'body'>>
}

const LPSI = { accountNumber: ACCOUNTS.alumnoUvm, cvProgram: 'LPSI-18', campusId: 'COY' }
const ISC = { accountNumber: ACCOUNTS.alumnoUnitec, cvProgram: 'ISC-20', campusId: 'SUR', portal: 'unitec' }
const TUTORED = { accountNumber: ACCOUNTS.tutoredUvm, cvProgram: 'IIS-19', campusId: 'SRA' }
const byId = ({ accountNumber, ...rest }: Record<string, string>) => ({ params: { id: accountNumber ?? '' }, query: rest })
const WEEK = thisWeek()
const CYCLE = currentCycle()
const FILE = seededFileId(ACCOUNTS.alumnoUvm, 'LPSI-18')
const SECOND_FILE = seededFileId(ACCOUNTS.alumnoUvm, 'LPED-18')
const TUTORED_FILE = seededFileId(ACCOUNTS.tutoredUvm, 'IIS-19')
const doc = (state: DocumentStatus, file = FILE) => String(seededDocument(file, state))
const SIGNATURE = `data:image/png;base64,${samplePng(240, 90, [0, 0, 0]).toString('base64')}`
const MOTIVATION = seededDocument(seededFileId(ACCOUNTS.alumnoUvm, 'LPSI-18', 'scholarship'), 'pending-approval')
const DRAFT = temporaryBody(ACCOUNTS.alumnoUvm, docx())
const STORED = storedBody(ACCOUNTS.alumnoUvm, MOTIVATION, 'docx')
const preview = (body: typeof DRAFT | typeof STORED) => openPreview(server, tokens.alumno, body)
const ORDERS = SEEDED_ORDERS.alumno
/** One letter of studies, $150.00: a selection any account may pay. */
const ONE_LETTER = { accountNumber: ACCOUNTS.alumnoUvm, orderIds: [], services: [{ serviceId: 1, quantity: 1 }], totalCents: 15_000 }

/** At least one successful call per endpoint; the Record type makes a new endpoint need its sample. */
/** Every call of the contract: those every start loads and those loaded with their screens. */
const endpoints = {
  ...shellEndpoints, ...academicEndpoints, ...digitalFileEndpoints, ...monitorEndpoints, ...paymentEndpoints, ...fiscalEndpoints, ...contactEndpoints, ...personalInformationEndpoints,
  ...guardianEndpoints, ...termsEndpoints, ...onlineServicesEndpoints, ...digitalResourcesEndpoints, ...newsEndpoints, ...pushEndpoints,
  ...studentInformationEndpoints,
}
type EndpointName = keyof typeof endpoints

const SAMPLES: Record<EndpointName, Sample[]> = {
  catalogs: [{ user: 'alumno' }, { user: 'desconocido' }],
  serviceActions: [{ user: 'admin', query: { serviceId: '18' } }, { user: 'alumno', query: { serviceId: '19' } }],
  parameter: [
    { user: 'alumno', params: { code: 'MAXFILECHAT' } },
    { user: 'alumno', params: { code: 'PROSIZEFILE' } },
    { user: 'alumno', params: { code: 'EXPPROXVEN' } },
  ],
  menu: [{ user: 'alumno' }, { user: 'tutor' }, { user: 'admin' }, { user: 'alumno', query: { portal: 'unitec' } }],
  userTutor: [{ user: 'tutor' }],
  userStudent: [{ user: 'alumno' }, { user: 'tutor' }, { user: 'admin' }, { user: 'sinmatricula', query: { portal: 'unitec' } }],
  userPhoto: [
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } },
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm2 } },
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUnitec, portal: 'unitec' } },
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUnitec2, portal: 'unitec' } },
  ],
  // 010245871's last approval is more than 4 months old: it may send a new photo.
  sendPhoto: [{ user: 'alumno', body: { accountNumber: ACCOUNTS.alumnoUvm }, files: { file: jpegPart('selfie.jpg') } }],
  userDevices: [{ user: 'alumno' }, { user: 'admin' }],
  closeDevice: [{ user: 'admin', params: { id: 'dev-admin-phone' } }],
  closeOtherDevices: [{ user: 'sinmatricula' }],
  sessionState: [{ user: 'alumno', params: { id: 'a-session-nobody-closed' } }],
  generalStudent: [{ user: 'admin' }, { user: 'admin', query: { page: '1', size: '5', isAccount: 'false', value: 'a' } }],
  tutorStudents: [{ user: 'tutor', params: { id: String(TUTOR.tutorId) } }, { user: 'tutor', params: { id: String(TUTOR.tutorId) }, query: { portal: 'unitec' } }],
  pendingNotifications: [{ user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } }],
  notifications: [
    { user: 'alumno', query: { account: ACCOUNTS.alumnoUvm, program: 'LPSI-18', campus: 'COY' } },
    { user: 'alumno', query: { account: ACCOUNTS.alumnoUnitec, program: 'ISC-20', campus: 'SUR', portal: 'unitec', page: '1', size: '10' } },
    { user: 'tutor', query: { account: ACCOUNTS.tutoredUvm, program: 'IIS-19', campus: 'SRA' } },
  ],
  markViewed: [
    { user: 'alumno', body: { accountNumber: ACCOUNTS.alumnoUvm, programCode: 'LPSI-18', campusCode: 'COY', notificationId: 128 } },
  ],
  pushToken: [{ user: 'alumno', body: { token: 'contract-sample-token-0001', device: 'Chrome en Windows' } }, { user: 'tutor', body: { token: 'contract-sample-token-0002' } }],
  deletePushToken: [{ user: 'alumno', body: { token: 'contract-sample-token-0001' } }],
  pushRegistration: [{ user: 'tutor', query: { token: 'contract-sample-token-0002' } }, { user: 'alumno', query: { token: 'contract-sample-token-0009' } }],
  credential: [{ user: 'alumno', query: LPSI }, { user: 'alumno', query: ISC }, { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm2, cvProgram: 'MEDU-22', campusId: 'ONL' } }],
  credentialCode: [{ user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } }, { user: 'tutor', query: { accountNumber: ACCOUNTS.tutoredUvm } }],
  calendar: [
    { user: 'alumno', query: { ...LPSI, ...WEEK } },
    { user: 'alumno', query: { ...ISC, from: `${CYCLE.slice(0, 4)}-01-01`, to: `${CYCLE.slice(0, 4)}-12-31` } },
  ],
  schedule: [{ user: 'alumno', query: { ...LPSI, ...WEEK } }, { user: 'tutor', query: { ...TUTORED, ...WEEK } }],
  subjects: [
    { user: 'alumno', query: { ...LPSI, type: 'enrolled' } },
    { user: 'alumno', query: { ...LPSI, type: 'history' } },
    { user: 'alumno', query: { ...ISC, type: 'enrolled' } },
  ],
  cyclesOffered: [{ user: 'alumno', ...byId(LPSI) }, { user: 'admin', ...byId(LPSI) }],
  academicAdvance: [{ user: 'alumno', query: LPSI }, { user: 'alumno', query: { ...LPSI, cvProgram: 'LPED-18' } }],
  advanceAverage: [{ user: 'alumno', query: LPSI }, { user: 'tutor', query: TUTORED }],
  averageHistory: [{ user: 'alumno', query: LPSI }, { user: 'alumno', query: { ...LPSI, cvProgram: 'LPED-18' } }],
  average: [{ user: 'alumno', query: LPSI }, { user: 'alumno', query: ISC }],
  degree: [{ user: 'alumno', query: LPSI }, { user: 'alumno', query: { ...LPSI, cvProgram: 'LPED-18' } }],
  enrollment: [{ user: 'alumno', ...byId(LPSI) }, { user: 'alumno', ...byId(ISC) }],
  reportCardCycles: [{ user: 'alumno', query: LPSI }, { user: 'admin', query: LPSI }],
  reportCardPdf: [{ user: 'alumno', query: { ...LPSI, cycle: CYCLE } }],
  subjectStrip: [{ user: 'alumno', query: LPSI }, { user: 'alumno', query: { ...LPSI, cvProgram: 'LPED-18' } }],
  subjectStripPdf: [{ user: 'alumno', query: LPSI }, { user: 'alumno', query: ISC }],
  binnacle: [
    { user: 'alumno', body: { action: 'Consulta', service: 'Inicio', browser: 'Chrome', device: 'Escritorio' } },
    { user: 'desconocido', body: { action: 'Inicio de sesión', eventuality: 'Error', browser: 'Safari', device: 'Teléfono', detail: 'Usuario no encontrado' } },
  ],
  digitalFiles: [{ user: 'alumno', query: LPSI }, { user: 'tutor', query: TUTORED }, { user: 'admin', query: LPSI }],
  digitalFile: [{ user: 'alumno', params: { id: String(FILE) } }, { user: 'tutor', params: { id: String(TUTORED_FILE) } }],
  fileDocuments: [{ user: 'alumno', query: { assignedDigitalFileId: String(FILE) } }, { user: 'tutor', query: { assignedDigitalFileId: String(TUTORED_FILE) } }],
  fileDocument: [{ user: 'alumno', query: { documentDeliveredId: doc('rejected') } }, { user: 'alumno', query: { documentDeliveredId: doc('extension-accepted') } }],
  fileHistory: [{ user: 'alumno', query: { documentDeliveredId: doc('physical-delivered') } }],
  uploadDocument: [{ user: 'alumno', body: { documentDeliveredId: doc('pending-upload') }, files: { file: pdf('solicitud.pdf') } }],
  downloadDocument: [{ user: 'alumno', body: { documentDeliveredId: Number(doc('completed')) } }],
  extensionTypes: [{ user: 'alumno' }, { user: 'alumno', query: { status: 'all', page: '0', size: '10' } }],
  extensionLetter: [{ user: 'alumno', body: { documentDeliveredId: doc('expired') }, files: { file: pdf('constancia.pdf') } }],
  requestExtension: [
    { user: 'alumno', body: { documentDeliveredId: Number(doc('near-expiry')), typeId: 3, reason: 'Estoy esperando la fotografía del estudio.', letterId: null } },
  ],
  extensionDetails: [{ user: 'alumno', query: { documentDeliveredId: doc('extension-rejected') } }],
  commitmentLetter: [{ user: 'alumno', query: { assignedDigitalFileId: String(FILE) } }, { user: 'tutor', query: { assignedDigitalFileId: String(TUTORED_FILE) } }],
  signCommitmentLetter: [{ user: 'alumno', body: { letterId: SECOND_FILE, signature: SIGNATURE, accepted: true } }],
  uploadPreview: [{ user: 'alumno', body: DRAFT }, { user: 'alumno', body: STORED }, { user: 'tutor', body: temporaryBody(ACCOUNTS.tutoredUvm, docx()) }],
  deletePreview: [{
    user: 'alumno',
    prepare: async () => {
      const reference = await preview(DRAFT)
      return { body: { route: reference.serverRelativeUrl, sharepointId: reference.sharePointId } }
    },
  }],
  // Called with no token at all: the viewer service carries only the ticket.
  previewVisor: [
    { user: 'alumno', prepare: async () => ({ query: visorQuery(await preview(DRAFT), DRAFT) }) },
    { user: 'alumno', prepare: async () => ({ query: visorQuery(await preview(STORED), STORED) }) },
  ],
  // The help center (monitor API). Samples run in this order on one server: ticket 101 is asked
  // for a clarification before its evidence and answer, 102 has its resolution accepted.
  deskConfig: [{ user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } }, { user: 'tutor', query: { accountNumber: ACCOUNTS.tutoredUvm } }],
  deskCatalog: [{ user: 'alumno', query: { level: 'areas' } }, { user: 'alumno', query: { level: 'reasons', parentId: '2111' } }],
  tickets: [{ user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } }, { user: 'tutor', query: { accountNumber: ACCOUNTS.tutoredUvm } }],
  ticket: [
    { user: 'alumno', query: { ticketId: String(SEEDED_TICKETS.open) } },
    { user: 'alumno', query: { ticketId: String(SEEDED_TICKETS.resolutionProposed) } },
    { user: 'admin', query: { ticketId: String(SEEDED_TICKETS.closed) } },
  ],
  createTicket: [{ user: 'alumno', body: GENERAL, files: { evidence1: pdf('evidencia.pdf') } }],
  ticketTracking: [{ user: 'alumno', query: { ticketId: String(SEEDED_TICKETS.closed) } }, { user: 'tutor', query: { ticketId: String(SEEDED_TICKETS.tutored) } }],
  downloadTicketFile: [{ user: 'alumno', prepare: async () => ({ query: { fileId: '1' } }) }],
  decideResolution: [{ user: 'alumno', body: { ticketId: SEEDED_TICKETS.resolutionProposed, decision: 'accept' } }],
  answerClarification: [{
    user: 'alumno',
    body: { ticketId: SEEDED_TICKETS.open, text: 'Ya envié en la conversación el archivo que pidieron.' },
    prepare: async () => {
      await deskActs(server, SEEDED_TICKETS.open, 'clarify')
      return {}
    },
  }],
  messages: [
    { user: 'alumno', query: { ticketId: String(SEEDED_TICKETS.open) } },
    { user: 'alumno', query: { ticketId: String(SEEDED_TICKETS.open), after: '3' } },
    { user: 'tutor', query: { ticketId: String(SEEDED_TICKETS.tutored) } },
  ],
  sendMessage: [{ user: 'alumno', body: { ticketId: SEEDED_TICKETS.open, text: 'Gracias por la ayuda.', clientCreatedAt: new Date().toISOString(), clientSequence: 1 } }],
  markMessagesRead: [{
    user: 'alumno',
    prepare: async () => {
      const desk = (await conversation(server, tokens.alumno, SEEDED_TICKETS.open)).messages.filter((m) => m.author === 'desk')
      return { body: { ticketId: SEEDED_TICKETS.open, messageIds: desk.map((m) => m.id) } }
    },
  }],
  sendMessageFile: [{
    user: 'alumno',
    body: { ticketId: String(SEEDED_TICKETS.open), text: 'La captura', clientCreatedAt: new Date().toISOString(), clientSequence: '2' },
    files: { file: pdf('captura.pdf') },
  }],
  // Payments. alumno's overdue orders are the lab fee and a tuition instalment (5,797.00 with their
  // surcharges); the tutored student's overdue tuition is 5,478.00 with its surcharge.
  paymentBalance: [
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } },
    { user: 'tutor', query: { accountNumber: ACCOUNTS.tutoredUvm } },
    { user: 'admin', query: { accountNumber: ACCOUNTS.alumnoUvm } },
  ],
  paymentHistory: [
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm, period: '3M' } },
    { user: 'alumno', query: { accountNumber: BENCHMARK_ACCOUNT } },
    { user: 'tutor', query: { accountNumber: ACCOUNTS.tutoredUnitec, period: '1A', portal: 'unitec' } },
  ],
  paymentOrders: [{ user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } }, { user: 'tutor', query: { accountNumber: ACCOUNTS.tutoredUvm } }],
  paymentSummary: [
    { user: 'alumno', body: { accountNumber: ACCOUNTS.alumnoUvm, orderIds: [ORDERS.overdueLabFee, ORDERS.overdueTuition], services: [{ serviceId: 1, quantity: 2 }] } },
    { user: 'alumno', query: { portal: 'unitec' }, body: { accountNumber: ACCOUNTS.alumnoUnitec, orderIds: [SEEDED_ORDERS.alumnoUnitec.overdue], services: [] } },
    { user: 'admin', body: { accountNumber: ACCOUNTS.alumnoUvm, orderIds: [], services: [{ serviceId: 3, quantity: 1 }] } },
  ],
  codiMaximum: [{ user: 'alumno' }, { user: 'tutor' }],
  createReference: [
    { user: 'alumno', body: { accountNumber: ACCOUNTS.alumnoUvm, orderIds: [ORDERS.overdueLabFee, ORDERS.overdueTuition], services: [], totalCents: 579_700 } },
    { user: 'tutor', body: { accountNumber: ACCOUNTS.tutoredUvm, orderIds: [SEEDED_ORDERS.tutored.overdue], services: [], totalCents: 547_800 } },
  ],
  references: [{ user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } }, { user: 'admin', query: { accountNumber: ACCOUNTS.alumnoUvm } }],
  referencePdf: [{
    user: 'alumno',
    prepare: async () => {
      const [latest] = (await (await api(server.url, tokens.alumno, '/payment/references', { accountNumber: ACCOUNTS.alumnoUvm })).json()) as Array<{ id: number }>
      return { query: { referenceId: String(latest?.id ?? 0) } }
    },
  }],
  checkout: [
    { user: 'alumno', body: { ...ONE_LETTER, method: 'card' } },
    { user: 'alumno', body: { ...ONE_LETTER, method: 'codi' } },
    { user: 'tutor', body: { accountNumber: ACCOUNTS.tutoredUvm, orderIds: [], services: [{ serviceId: 1, quantity: 1 }], totalCents: 15_000, method: 'card' } },
    { user: 'alumno', prepare: async () => ({ body: { ...ONE_LETTER, method: 'wallet', cardId: (await seededCard()).id } }) },
  ],
  payment: [{ user: 'alumno', prepare: async () => ({ query: { paymentId: String((await latestPayment()).id) } }) }],
  payments: [{ user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } }, { user: 'admin', query: { accountNumber: ACCOUNTS.alumnoUvm } }],
  renewCodi: [{
    user: 'alumno',
    prepare: async () => {
      const codi = (await payments()).find((p) => p.method === 'codi')
      await hook('/payments/codi', { paymentId: codi?.id ?? 0, action: 'expire' })
      return { body: { paymentId: codi?.id ?? 0 } }
    },
  }],
  wallet: [{ user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } }],
  enrolCard: [{ user: 'alumno', body: { accountNumber: ACCOUNTS.alumnoUvm } }],
  removeCard: [{ user: 'alumno', prepare: async () => ({ body: { accountNumber: ACCOUNTS.alumnoUvm, cardId: (await seededCard()).id } }) }],
  receipt: [
    { user: 'alumno', prepare: async () => ({ query: { accountNumber: ACCOUNTS.alumnoUvm, folio: (await latestPayment()).folio ?? '' } }) },
    { user: 'admin', prepare: async () => ({ query: { accountNumber: ACCOUNTS.alumnoUvm, folio: await seededFolio() } }) },
  ],
  receiptPdf: [{ user: 'alumno', prepare: async () => ({ query: { accountNumber: ACCOUNTS.alumnoUvm, folio: await seededFolio() } }) }],
  // Terms: version 1.0, accepted by every demo account (accepting it again answers that acceptance).
  currentTerms: [{ user: 'alumno' }, { user: 'tutor' }],
  termsVersion: [{ user: 'admin', params: { version: '1.0' } }],
  termsState: [{ user: 'alumno' }, { user: 'sinmatricula' }],
  acceptTerms: [{ user: 'alumno', body: { version: '1.0' } }],
  // Fiscal data: 010245871 has none, 010245872 a record of unknown person type (99), 22140567 a company's.
  fiscalCatalogs: [{ user: 'alumno' }, { user: 'admin' }],
  onlineServices: [
    { user: 'alumno', query: LPSI },
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm2, cvProgram: 'MEDU-22', campusId: 'ONL' } },
    { user: 'alumno', query: ISC },
    { user: 'tutor', query: TUTORED },
  ],
  fiscalData: [
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } },
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm2 } },
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUnitec, portal: 'unitec' } },
    { user: 'tutor', query: { accountNumber: ACCOUNTS.tutoredUvm } },
    { user: 'admin', query: { accountNumber: ACCOUNTS.alumnoUvm2 } },
  ],
  saveFiscalData: [
    {
      user: 'alumno',
      body: { accountNumber: ACCOUNTS.alumnoUvm, personType: 'FISICA', rfc: 'HERV990314QK1', name: 'Valeria Hernández Ruiz', taxRegime: '605', zipCode: '04310', cfdiUse: 'D10' },
    },
    {
      user: 'alumno',
      query: { portal: 'unitec' },
      body: { accountNumber: ACCOUNTS.alumnoUnitec, personType: 'MORAL', rfc: 'STB150623QH5', name: 'Servicios Tecnológicos del Bajío', taxRegime: '601', zipCode: '76090', cfdiUse: 'G01' },
    },
    {
      user: 'tutor',
      body: { accountNumber: ACCOUNTS.tutoredUvm, personType: 'FISICA', rfc: 'RACJ750412AB3', name: 'Jorge Ramírez Castillo', taxRegime: '612', zipCode: '03100', cfdiUse: 'G03' },
    },
  ],
  // Contact data and one-time codes. In this order: 010245871 gets a phone (confirmed by its code),
  // edits its landline, removes the new phone and sends an address; 22140567 asks to change its address.
  contactTypes: [{ user: 'alumno' }, { user: 'tutor' }],
  contacts: [
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } },
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm2 } },
    { user: 'tutor', query: { accountNumber: ACCOUNTS.tutoredUvm } },
    { user: 'admin', query: { accountNumber: ACCOUNTS.alumnoUvm } },
  ],
  addContact: [{
    user: 'alumno',
    prepare: async () => ({
      body: {
        accountNumber: ACCOUNTS.alumnoUvm, kind: 'phone', typeId: 3, number: '5599990001', extension: '12',
        verificationToken: await verificationFor(server, tokens.alumno, ACCOUNTS.alumnoUvm, 'sms', '5599990001'),
      },
    }),
  }],
  editContact: [{
    user: 'alumno',
    prepare: async () => {
      const home = (await alumnoContacts()).phones.find((p) => p.type.name === 'Casa')
      return { body: { accountNumber: ACCOUNTS.alumnoUvm, contactId: home?.id, kind: 'phone', typeId: 3, number: home?.number, extension: '45' } }
    },
  }],
  removeContact: [{
    user: 'alumno',
    prepare: async () => ({ body: { accountNumber: ACCOUNTS.alumnoUvm, contactId: (await alumnoContacts()).phones.find((p) => p.number === '5599990001')?.id } }),
  }],
  addAddress: [{
    user: 'alumno',
    body: { accountNumber: ACCOUNTS.alumnoUvm, typeId: '8', ...ADDRESS, proofDate: mexicoDay(10) },
    files: { file: pdf('recibo-luz.pdf') },
  }],
  editAddress: [{
    user: 'alumno',
    query: { portal: 'unitec' },
    prepare: async () => {
      const response = await api(server.url, tokens.alumno, '/student/contactstudent', { accountNumber: ACCOUNTS.alumnoUnitec, portal: 'unitec' })
      const [current] = ((await response.json()) as StudentContacts).addresses
      return { body: { accountNumber: ACCOUNTS.alumnoUnitec, contactId: String(current?.id), typeId: '7', ...ADDRESS, interiorNumber: '', proofDate: mexicoDay(0) } }
    },
    files: { file: pdf('recibo-agua.pdf') },
  }],
  sendOtp: [
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm2, channel: 'email', destination: 'muestra@correo.mx' } },
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm2, channel: 'sms', destination: '+14155550123' } },
  ],
  verifyOtp: [{
    user: 'alumno',
    prepare: async () => {
      const { otpId } = (await (await askCode(server, tokens.alumno, ACCOUNTS.alumnoUvm2, 'sms', '5599990002')).json()) as OtpSent
      return { body: { otpId, code: await codeOf(server, ACCOUNTS.alumnoUvm2, otpId) } }
    },
  }],
  // Personal information: every account has a record; 010245871 asks to be registered as married, with the certificate.
  personalInformation: [
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } },
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm2 } },
    { user: 'tutor', query: { accountNumber: ACCOUNTS.tutoredUvm } },
    { user: 'admin', query: { accountNumber: ACCOUNTS.alumnoUvm } },
  ],
  personalInformationPdf: [{ user: 'alumno', body: { accountNumber: ACCOUNTS.alumnoUvm } }, { user: 'tutor', body: { accountNumber: ACCOUNTS.tutoredUvm } }],
  requestPersonalChange: [{
    user: 'alumno',
    prepare: async () => {
      const { record } = await asAlumno<PersonalInformation>('/student/personalInformation', { accountNumber: ACCOUNTS.alumnoUvm })
      return { body: { accountNumber: ACCOUNTS.alumnoUvm, ...valuesOfRecord(record), maritalStatus: 'CASADO' } }
    },
    files: { file: pdf('acta-matrimonio.pdf') },
  }],
  // Tutors and economic responsibles: Lucía Gómez Nava is registered as a tutor; Valeria's mother is disabled.
  news: [{ user: 'alumno' }, { user: 'tutor', query: { portal: 'unitec' } }],
  // The standing alone, and with each state of the campus request's banner (none, pending, rejected, approved).
  studentInformation: [
    { user: 'alumno', query: LPSI },
    { user: 'alumno', query: { ...LPSI, modalityCatId: '2', notif: 'true' } },
    { user: 'alumno', query: { ...ISC, notif: 'true' } },
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm2, cvProgram: 'MEDU-22', campusId: 'ONL', notif: 'true' } },
    { user: 'tutor', query: { ...TUTORED, notif: 'true' } },
  ],
  guardians: [
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm, kind: 'tutor' } },
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm, kind: 'economic' } },
    { user: 'tutor', query: { accountNumber: ACCOUNTS.tutoredUvm, kind: 'tutor' } },
    { user: 'admin', query: { accountNumber: ACCOUNTS.alumnoUvm, kind: 'tutor' } },
  ],
  registerGuardian: [{
    user: 'alumno',
    body: {
      accountNumber: ACCOUNTS.alumnoUvm, kind: 'tutor', givenNames: 'Lucía', paternalSurname: 'Gómez', maternalSurname: 'Nava',
      curp: `GONL800101MDFMVC0${curpCheckDigit('GONL800101MDFMVC0')}`, personalEmail: 'lucia.gomez@correo.mx', mobile: '5511223344', company: '',
      jobTitle: '', occupation: 'Enfermera', officePhone: '', extension: '', relationship: 'tutor-legal', expeditionPlace: 'Puebla',
    },
    files: { file: pdf('INE Lucía.pdf') },
  }],
  guardianStatus: [{
    user: 'alumno',
    prepare: async () => {
      const { guardians } = await asAlumno<Guardians>('/student/tutor/list', { accountNumber: ACCOUNTS.alumnoUvm2, kind: 'tutor' })
      return { body: { accountNumber: ACCOUNTS.alumnoUvm2, guardianId: guardians[0]!.id, enabled: false } }
    },
  }],
  zipCode: [{ user: 'alumno', params: { zip: '09630' } }, { user: 'tutor', params: { zip: '03940' } }],
  libraryCatalog: [{ user: 'alumno' }, { user: 'alumno', query: { portal: 'unitec' } }],
  documentSections: [{ user: 'alumno' }],
  studentLibraries: [{ user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm } }, { user: 'tutor', query: { accountNumber: ACCOUNTS.tutoredUvm } }],
  libraryDocuments: [
    { user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm, library: 'UVM-GENERAL', page: '1', size: '5' } },
    { user: 'admin', query: { accountNumber: ACCOUNTS.alumnoUvm, library: 'UVM-LPSI', value: 'psicología' } },
  ],
  libraryImages: [{ user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUnitec, library: 'UNITEC-SUR', portal: 'unitec' } }],
  // The first seeded resource is of UVM's general library, open to every UVM student.
  libraryFile: [{ user: 'alumno', query: { accountNumber: ACCOUNTS.alumnoUvm, id: '1' } }],
}

const alumnoContacts = () => asAlumno<StudentContacts>('/student/contactstudent', { accountNumber: ACCOUNTS.alumnoUvm })

const asAlumno = async <T>(path: string, query: Record<string, string>) => (await (await api(server.url, tokens.alumno, path, query)).json()) as T
const payments = () => asAlumno<Array<{ id: number; method: string; folio: string | null }>>('/payment/payments', { accountNumber: ACCOUNTS.alumnoUvm })
const latestPayment = async () => (await payments()).find((p) => p.folio !== null) ?? { id: 0, folio: null }
const seededCard = async () => (await asAlumno<Array<{ id: number }>>('/payment/wallet', { accountNumber: ACCOUNTS.alumnoUvm }))[0] ?? { id: 0 }
async function seededFolio(): Promise<string> {
  const history = await asAlumno<{ movements: Array<{ kind: string; folio: string | null }> }>('/payment/history', { accountNumber: ACCOUNTS.alumnoUvm })
  return history.movements.find((m) => m.kind === 'payment' && m.folio !== null)?.folio ?? ''
}
const hook = (path: string, payload: unknown) =>
  fetch(`${server.url}/__test__${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) })

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  // The test hooks put a seeded ticket in the state a help-center call needs; UVM offers CoDi.
  server = await startTestServer({ testFaults: true, flags: { codiBanner9: true, codiBanner7: false, codiUntc: false, mpUntc: false } })
  for (const user of ['alumno', 'tutor', 'admin', 'sinmatricula', 'desconocido'] as const) {
    tokens[user] = (await signIn(server.url, user)).tokens.access_token
  }
})
afterAll(() => server.stop())

// The samples run in the order written, whatever the run's shuffle: some use what an earlier one
// made on this server (a payment's receipt, the contact a removal deletes, a checkout's order).
describe('every endpoint answers what the contract says', { shuffle: false }, () => {
  it('has a sample for every endpoint', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(endpoints).sort())
  })

  const cases = (Object.entries(SAMPLES) as [EndpointName, Sample[]][]).flatMap(([name, samples]) =>
    samples.map((sample, index) => [`${name} #${index + 1} as ${sample.user}`, name, sample] as const))

  it.each(cases)('%s', async (_label, name, planned) => {
    const sample = { ...planned, ...(await planned.prepare?.()) }
    const endpoint: Endpoint = endpoints[name]
    const init: RequestInit = { method: endpoint.method }
    if (endpoint.files) {
      init.body = form(sample.body as Record<string, string>, sample.files)
    } else if (sample.body !== undefined) {
      init.body = JSON.stringify(sample.body)
      // Every write may carry its key; a payment must.
      init.headers = { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() }
    }
    const token = endpoint.public ? null : tokens[sample.user]
    // The monitor's base is /api/monitor by default: under the API's, which `api` adds.
    const base = endpoint.base === 'monitor' ? '/monitor' : ''
    const response = await api(server.url, token, `${base}${buildPath(endpoint.path, sample.params)}`, sample.query, init)
    if (endpoint.binary) {
      expect(response.status).toBe(200)
      expect(response.headers.get('content-disposition')).toMatch(endpoint.public ? /^inline; filename=/ : /^attachment; filename=/)
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0)
      return
    }
    const body: unknown = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    const parsed = v.safeParse(endpoint.response as v.GenericSchema, body)
    expect(parsed.success, parsed.success ? '' : v.summarize(parsed.issues)).toBe(true)
  })
})
