import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Area, CatalogEntry, Conversation, Message, TicketForm, TicketStatus, TicketSummary, TrackingEvent } from '@/contract/monitor'
import type { OutboxItem } from '@/shared/sync/outbox-item'

/** The outbox kind of a chat message: ordered, so messages go one by one in the order written. */
export const MESSAGE_KIND = 'ticket-message' satisfies OutboxItem['kind']

/**
 * A ticket's conversation is one ordered stream of the outbox: none of its messages (with or
 * without an attachment) is sent while an earlier one is still queued, refused ones included.
 */
export const conversationStream = (ticketId: number) => `${MESSAGE_KIND}:${ticketId}`

/** How often an open conversation asks for what is new, while the page is visible and online. */
export const CONVERSATION_POLL_MS = 5_000

export interface StatusLook {
  label: MessageDescriptor
  tone: 'blue' | 'orange' | 'purple' | 'gray'
}

/** Spec §4's ticket states in words; the colour only repeats what the word says. */
export const TICKET_STATUS_LOOK: Readonly<Record<TicketStatus, StatusLook>> = {
  open: { label: msg`Abierto`, tone: 'blue' },
  'clarification-requested': { label: msg`Aclaración solicitada`, tone: 'orange' },
  'resolution-proposed': { label: msg`Solución propuesta`, tone: 'purple' },
  closed: { label: msg`Cerrado`, tone: 'gray' },
}

export const TRACKING_LABEL: Readonly<Record<TrackingEvent, MessageDescriptor>> = {
  created: msg`Ticket creado`,
  assigned: msg`Asignado a un asesor`,
  answered: msg`Respuesta del centro de ayuda`,
  'clarification-requested': msg`Aclaración solicitada`,
  'clarification-answered': msg`Aclaración enviada`,
  'evidence-added': msg`Evidencia agregada`,
  'resolution-proposed': msg`Solución propuesta`,
  'resolution-rejected': msg`Solución rechazada`,
  closed: msg`Ticket cerrado`,
}

/** Tickets newest first, open ones apart from closed ones. */
export function groupTickets(tickets: readonly TicketSummary[]): { open: TicketSummary[]; closed: TicketSummary[] } {
  const newestFirst = [...tickets].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
  return { open: newestFirst.filter((t) => t.status !== 'closed'), closed: newestFirst.filter((t) => t.status === 'closed') }
}

// ——— The dependent catalogs of the new-ticket form ———

/** The five levels, top to bottom: choosing one clears every level below it. */
export const LEVEL_FIELDS = ['areaId', 'issueTypeId', 'classificationId', 'subclassificationId', 'reasonId'] as const
export type LevelField = (typeof LEVEL_FIELDS)[number]
export type LevelValues = Record<LevelField, string>

export const NO_LEVELS: LevelValues = { areaId: '', issueTypeId: '', classificationId: '', subclassificationId: '', reasonId: '' }

export const levelsBelow = (field: LevelField): LevelField[] => LEVEL_FIELDS.slice(LEVEL_FIELDS.indexOf(field) + 1)

/** The levels after a choice: the chosen one set, the ones below it emptied. */
export function chooseLevel(values: LevelValues, field: LevelField, id: string): LevelValues {
  const next = { ...values, [field]: id }
  for (const lower of levelsBelow(field)) next[lower] = ''
  return next
}

export interface CatalogChoices {
  areas: CatalogEntry[]
  issueTypes: CatalogEntry[]
  classifications: CatalogEntry[]
  subclassifications: CatalogEntry[]
  reasons: CatalogEntry[]
  /** What the chosen reason's form asks for; null until a reason is chosen. */
  form: TicketForm | null
}

const entries = (items: readonly { id: number; name: string }[] | undefined): CatalogEntry[] => (items ?? []).map(({ id, name }) => ({ id, name }))
const byId = <T extends { id: number }>(items: readonly T[] | undefined, id: string) => items?.find((item) => String(item.id) === id)

/** The options of each level under what is chosen above it, from the desk's configuration. */
export function catalogChoices(areas: readonly Area[], values: LevelValues): CatalogChoices {
  const area = byId(areas, values.areaId)
  const issueType = byId(area?.issueTypes, values.issueTypeId)
  const classification = byId(issueType?.classifications, values.classificationId)
  const subclassification = byId(classification?.subclassifications, values.subclassificationId)
  const reason = byId(subclassification?.reasons, values.reasonId)
  return {
    areas: entries(areas),
    issueTypes: entries(area?.issueTypes),
    classifications: entries(issueType?.classifications),
    subclassifications: entries(classification?.subclassifications),
    reasons: entries(subclassification?.reasons),
    form: reason?.form ?? null,
  }
}

// ——— Evidence ———

/** Spec §5: a ticket takes at most 5 or 2 pieces of evidence, as its form says. */
export function evidenceRoom(count: number, max: number): { canAdd: boolean; excess: number } {
  return { canAdd: count < max, excess: Math.max(0, count - max) }
}

// ——— The conversation ———

/** The server's order (contract: compare `orderKey` as plain strings). */
export const inConversationOrder = (messages: readonly Message[]) =>
  [...messages].sort((a, b) => (a.orderKey < b.orderKey ? -1 : a.orderKey > b.orderKey ? 1 : a.id - b.id))

/** A poll's answer (only what is new or changed since the cursor) merged into what was shown. */
export function mergeConversation(previous: Conversation | undefined, next: Conversation): Conversation {
  if (!previous || previous.ticketId !== next.ticketId) return { ...next, messages: inConversationOrder(next.messages) }
  if (next.messages.length === 0) return previous.status === next.status && previous.cursor === next.cursor ? previous : { ...previous, status: next.status, cursor: next.cursor }
  const byKey = new Map(previous.messages.map((m) => [m.id, m]))
  for (const message of next.messages) byKey.set(message.id, message)
  return { ...next, messages: inConversationOrder([...byKey.values()]) }
}

/**
 * How many of the newest messages a conversation shows when opened, and how many earlier ones
 * each request for more adds: a ticket can gather hundreds, and drawing them all makes a phone
 * wait seconds for the newest one.
 */
export const CONVERSATION_WINDOW = 50

/**
 * Where the shown part of the conversation starts: at the message `fromId` once the person asked
 * for earlier ones (so it stays put while new messages arrive), else at the newest
 * `CONVERSATION_WINDOW`.
 */
export function shownFrom(messages: readonly Message[], fromId: number | null): number {
  const index = fromId === null ? -1 : messages.findIndex((m) => m.id === fromId)
  return index >= 0 ? index : Math.max(0, messages.length - CONVERSATION_WINDOW)
}

/** The message the shown part starts at after asking for earlier ones. */
export const earlierFrom = (messages: readonly Message[], start: number): number | null =>
  messages[Math.max(0, start - CONVERSATION_WINDOW)]?.id ?? null

/** Desk messages the student has not marked read yet. */
export const unreadDeskIds = (messages: readonly Message[]) => messages.filter((m) => m.author === 'desk' && !m.read).map((m) => m.id)

/** What a queued message carries for the screen (outbox meta holds only strings and numbers). */
export interface QueuedMessage {
  item: OutboxItem
  ticketId: number
  text: string
  clientCreatedAt: string
  clientSequence: number
  fileName: string | null
}

export function asQueuedMessage(item: OutboxItem): QueuedMessage {
  return {
    item,
    ticketId: Number(item.meta.ticketId),
    text: String(item.meta.text ?? ''),
    clientCreatedAt: String(item.meta.clientCreatedAt),
    clientSequence: Number(item.meta.clientSequence),
    fileName: item.files?.[0]?.name ?? null,
  }
}

/**
 * A ticket's messages still in the outbox, in the order they were written: the queue's own
 * order (creation time), then the device's sequence for two written in the same instant.
 */
export function queuedMessages(items: readonly OutboxItem[], ticketId: number): QueuedMessage[] {
  return items
    .filter((item) => item.kind === MESSAGE_KIND && Number(item.meta.ticketId) === ticketId)
    .map(asQueuedMessage)
    .sort((a, b) => a.item.createdAt - b.item.createdAt || a.clientSequence - b.clientSequence)
}

/** Whether the server's conversation already holds a message written on this device. */
export const isDelivered = (queued: Pick<QueuedMessage, 'clientCreatedAt' | 'clientSequence'>, messages: readonly Message[]) =>
  messages.some(
    (m) => m.author === 'student' && m.clientSequence === queued.clientSequence && m.clientCreatedAt !== null && Date.parse(m.clientCreatedAt) === Date.parse(queued.clientCreatedAt),
  )
