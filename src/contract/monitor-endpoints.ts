import * as v from 'valibot'
import { endpoint } from './endpoints.ts'
import {
  AccountQuery, CatalogPage, CatalogQuery, ClarificationBody, Conversation, DeskConfig, EVIDENCE_FIELDS, Message,
  MessageBody, MessageFileFields, MessagesQuery, MonitorFileQuery, ReadAnswer, ReadBody, ResolutionBody, Ticket, TicketFields,
  TicketQuery, TicketSummary, Tracking,
} from './monitor.ts'

/**
 * The help center's calls: the monitor API, under `monitorBase` (spec §7 "Tickets"; see monitor.ts
 * for states), apart from `endpoints` so their schemas load with the help center, not with every start.
 */
export const monitorEndpoints = {
  deskConfig: endpoint({ base: 'monitor', method: 'GET', path: '/cnf', query: AccountQuery, response: DeskConfig }),
  deskCatalog: endpoint({ base: 'monitor', method: 'GET', path: '/cnf/activity', query: CatalogQuery, response: CatalogPage }),
  tickets: endpoint({ base: 'monitor', method: 'GET', path: '/op/tickets', query: AccountQuery, response: v.array(TicketSummary) }),
  ticket: endpoint({ base: 'monitor', method: 'GET', path: '/op', query: TicketQuery, response: Ticket }),
  createTicket: endpoint({
    base: 'monitor', method: 'POST', path: '/op', body: TicketFields, files: EVIDENCE_FIELDS, optionalFiles: true, response: Ticket,
  }),
  ticketTracking: endpoint({ base: 'monitor', method: 'GET', path: '/op/tracking', query: TicketQuery, response: Tracking }),
  downloadTicketFile: endpoint({ base: 'monitor', method: 'GET', path: '/op/file/download', query: MonitorFileQuery, response: v.unknown(), binary: true }),
  decideResolution: endpoint({ base: 'monitor', method: 'POST', path: '/op/resolution', body: ResolutionBody, response: Ticket }),
  answerClarification: endpoint({ base: 'monitor', method: 'POST', path: '/op/clarification', body: ClarificationBody, response: Ticket }),
  messages: endpoint({ base: 'monitor', method: 'GET', path: '/messages', query: MessagesQuery, response: Conversation }),
  sendMessage: endpoint({ base: 'monitor', method: 'POST', path: '/messages', body: MessageBody, response: Message }),
  markMessagesRead: endpoint({ base: 'monitor', method: 'PATCH', path: '/messages', body: ReadBody, response: ReadAnswer }),
  sendMessageFile: endpoint({ base: 'monitor', method: 'POST', path: '/message/uploadfile', body: MessageFileFields, files: ['file'], response: Message }),
} as const
