import { endpoint } from './endpoints.ts'
import { FormalityBody, FormalityRequest, OnlineWindow, OnlineWindowQuery, Reenrollment, ReenrollmentBody } from './online-window.ts'

/** The online window's calls (see online-window.ts), apart from `endpoints` so they load with its screens. */
export const onlineWindowEndpoints = {
  onlineWindow: endpoint({ method: 'GET', path: '/onlinewindow/student', query: OnlineWindowQuery, response: OnlineWindow }),
  requestFormality: endpoint({ method: 'POST', path: '/onlinewindow/formality', body: FormalityBody, response: FormalityRequest }),
  reenroll: endpoint({ method: 'POST', path: '/onlinewindow/reenrollment', body: ReenrollmentBody, response: Reenrollment }),
} as const
