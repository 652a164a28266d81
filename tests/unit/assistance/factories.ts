import type { Area, Conversation, DeskConfig, Message, Ticket, TicketForm, TicketSummary } from '@/contract/monitor'
import type { OutboxItem } from '@/shared/sync/outbox-item'

export const ACCOUNT = '010245871'

export const form = (over: Partial<TicketForm> = {}): TicketForm => ({
  subjectRequest: false,
  numericField: null,
  catalogField: null,
  textField: null,
  firstCheckbox: null,
  secondCheckbox: null,
  maxEvidence: 5,
  ...over,
})

/** Two areas, the first with two reasons down one path, the second with one. */
export const areas: Area[] = [
  {
    id: 1,
    name: 'Servicios escolares',
    issueTypes: [{
      id: 11,
      name: 'Trámites',
      classifications: [{
        id: 111,
        name: 'Calificaciones',
        subclassifications: [{
          id: 1111,
          name: 'Revisión de calificación',
          reasons: [
            { id: 11111, name: 'Mi calificación es incorrecta', form: form({ subjectRequest: true, maxEvidence: 2 }) },
            { id: 11112, name: 'No he recibido mi constancia', form: form({ firstCheckbox: { label: 'Acepto el aviso', required: true } }) },
          ],
        }],
      }],
    }],
  },
  {
    id: 2,
    name: 'Finanzas',
    issueTypes: [{
      id: 21,
      name: 'Pagos',
      classifications: [{
        id: 211,
        name: 'Pagos no reflejados',
        subclassifications: [{ id: 2111, name: 'Pago en banco', reasons: [{ id: 21111, name: 'Mi pago no aparece', form: form({ numericField: { label: 'Monto pagado', min: 1, max: 1000, money: true } }) }] }],
      }],
    }],
  },
]

export const deskConfig = (over: Partial<DeskConfig> = {}): DeskConfig => ({
  accountNumber: ACCOUNT,
  areas,
  evidence: { allowedExtensions: ['pdf', 'jpg', 'jpeg', 'png'], maxSizeMb: 5 },
  chatFile: { allowedExtensions: ['pdf', 'jpg', 'jpeg', 'png'], maxSizeMb: 10 },
  canCreate: true,
  ...over,
})

const entry = (id: number, name: string) => ({ id, name })

export const summary = (over: Partial<TicketSummary> = {}): TicketSummary => ({
  id: 101,
  folio: 'MON-000101',
  status: 'open',
  area: entry(1, 'Servicios escolares'),
  reason: entry(11111, 'Mi calificación es incorrecta'),
  createdAt: '2026-11-20T16:00:00.000Z',
  updatedAt: '2026-11-21T16:00:00.000Z',
  closedAt: null,
  lastMessage: { author: 'desk', text: 'Recibimos tu solicitud.', at: '2026-11-21T16:00:00.000Z', hasAttachment: false },
  unreadDeskMessages: 0,
  ...over,
})

export const ticket = (over: Partial<Ticket> = {}): Ticket => ({
  id: 101,
  folio: 'MON-000101',
  accountNumber: ACCOUNT,
  status: 'open',
  area: entry(1, 'Servicios escolares'),
  issueType: entry(11, 'Trámites'),
  classification: entry(111, 'Calificaciones'),
  subclassification: entry(1111, 'Revisión de calificación'),
  reason: entry(11111, 'Mi calificación es incorrecta'),
  description: 'Mi calificación de Estadística no es la que me dieron.',
  subject: null,
  numericValue: null,
  catalogValue: null,
  textValue: null,
  form: form(),
  firstCheck: false,
  secondCheck: false,
  evidence: [],
  maxEvidence: 5,
  createdAt: '2026-11-20T16:00:00.000Z',
  updatedAt: '2026-11-21T16:00:00.000Z',
  closedAt: null,
  resolution: null,
  clarification: null,
  canMessage: true,
  canAnswerClarification: false,
  canDecideResolution: false,
  ...over,
})

export const message = (over: Partial<Message> = {}): Message => ({
  id: 1,
  ticketId: 101,
  author: 'desk',
  authorName: 'Centro de ayuda',
  text: 'Recibimos tu solicitud.',
  attachment: null,
  sentAt: '2026-11-21T16:00:00.000Z',
  clientCreatedAt: null,
  clientSequence: null,
  read: true,
  orderKey: '2026-11-21T16:00:00.000Z|0000000000|0000000001',
  ...over,
})

export const conversation = (messages: Message[], over: Partial<Conversation> = {}): Conversation => ({
  ticketId: 101,
  status: 'open',
  messages,
  cursor: '10',
  ...over,
})

export const queuedItem = (over: Partial<OutboxItem> & { text?: string; sequence?: number } = {}): OutboxItem => {
  const { text = 'Hola', sequence = 1, ...rest } = over
  const clientCreatedAt = new Date(1_700_000_000_000 + sequence * 1000).toISOString()
  return {
    id: `m${sequence}`,
    kind: 'ticket-message',
    method: 'POST',
    url: 'https://api.test/api/monitor/messages?origin=student-web&portal=uvm',
    body: { ticketId: 101, text, clientCreatedAt, clientSequence: sequence },
    meta: { domain: 'assistance', ticketId: 101, text, clientCreatedAt, clientSequence: sequence },
    label: 'Mensaje del ticket MON-000101',
    createdAt: 1_700_000_000_000 + sequence * 1000,
    attempts: 0,
    status: 'pending',
    nextAttemptAt: 0,
    ...rest,
  }
}
