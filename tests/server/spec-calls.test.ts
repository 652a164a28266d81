import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN } from '../../src/contract/common.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Every call spec §7 lists, as it lists it: the method where the spec names one (every method
 * where it says "Methods: not shown"), the path under the API base, a sample value in each
 * placeholder. Tickets go through the monitor API (`monitorBase`, `/api/monitor` here). The spec
 * counts 69; the named operations without a path and "other calls under /payment" are not listed.
 */
const ANY: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
const SPEC_CALLS: ReadonlyArray<readonly [readonly Method[], string]> = [
  // Catalogs
  [['GET'], '/catalogs'],
  [['GET'], '/catalogs/sectiondocument'],
  [['GET'], '/catalogs/service/action'],
  [['GET'], '/catalogs/libraries'],
  [['GET'], '/catalogs/typefile/prorogation'],
  [['GET'], '/catalogs/parameters/MAXFILECHAT/code'],
  // User
  [['GET'], '/user/menu/email'],
  [['GET'], '/user/tutor'],
  [['GET'], '/user/student'],
  [['GET'], '/user/photo'],
  [['GET'], '/user/devices'],
  // Student
  [['GET'], '/student/tutor/1/id'],
  [['GET'], '/student/generalstudent'],
  [['GET'], '/student/credential'],
  [['GET'], '/student/careerstudent/1/enrollment'],
  [['GET'], '/student/advaceacademic'],
  [['GET'], '/student/advanceaverage'],
  [['GET'], '/student/averagehistory'],
  [['GET'], '/student/qr/encrypt'],
  [['GET'], '/student/information'],
  [['GET'], '/student/libraries'],
  [['GET'], '/student/personalInformation'],
  [['POST'], '/student/personalInformation'],
  [['GET'], '/student/contactstudent'],
  [['GET'], '/student/contactstudent/types'],
  [['GET'], '/student/subject'],
  [['GET'], '/student/subjectstrip'],
  [['GET'], '/student/pdf/subjectstrip'],
  [['GET'], '/student/calendar'],
  [['GET'], '/student/planner/schedule'],
  [['GET'], '/student/reportcard'],
  [['GET'], '/student/degree'],
  [['GET'], '/student/average'],
  [['GET'], '/student/pdf'],
  [['GET'], '/student/links/all'],
  [['GET'], '/monitor/student/cyclesoffered/1'],
  // Digital file
  [['GET'], '/digitalfile/student/all'],
  [['GET'], '/digitalfile/student/1'],
  [['GET'], '/digitalfile/student/detail'],
  [['GET'], '/digitalfile/student/history'],
  [['GET'], '/digitalfile/student/documents'],
  [['POST'], '/digitalfile/assignment/upload'],
  [['POST'], '/digitalfile/assignment/download'],
  [['POST'], '/digitalfile/extension/insert'],
  [['GET'], '/digitalfile/extension/details'],
  [['POST'], '/digitalfile/document/letterprorogation'],
  [['POST'], '/digitalfile/document/preview'],
  [['DELETE'], '/digitalfile/document/preview'],
  [['GET'], '/digitalfile/assignment/visor'],
  // Payments
  [['GET'], '/payment/history'],
  [['GET'], '/payment/balance'],
  [['GET'], '/payment/codi/amountmax'],
  // Library
  [ANY, '/library/document'],
  [ANY, '/library/images'],
  // Notifications
  [['POST'], '/notification/sending/token'],
  [['GET'], '/notification/sending/notifications'],
  [['PATCH'], '/notification/sending/viewed'],
  [['GET'], '/notification/sending/pending'],
  [['GET'], '/notification/otp'],
  [['GET'], '/massive/firebase'],
  // Tickets, through the monitor API
  [ANY, '/monitor/cnf'],
  [ANY, '/monitor/cnf/activity'],
  [ANY, '/monitor/op/tracking'],
  [ANY, '/monitor/op'],
  [ANY, '/monitor/op/tickets'],
  [ANY, '/monitor/op/file/upload'],
  [ANY, '/monitor/messages'],
  [ANY, '/monitor/message/uploadfile'],
  // Binnacle
  [['POST'], '/config/binnacle'],
]

/**
 * Whether the API serves `method path`: anything but its answer to a path it does not know (404
 * "No existe …"). Without a token a served call answers 401 (a public one, 200 or 400).
 */
async function serves(method: Method, path: string): Promise<boolean> {
  const answer = await fetch(`${server.url}/api${path}?origin=${ORIGIN}&portal=uvm`, { method })
  if (answer.status !== 404) return true
  const body = (await answer.json().catch(() => ({}))) as { message?: string }
  return !body.message?.startsWith('No existe')
}

describe('the calls spec §7 lists', () => {
  it('counts the 69 the spec names', () => {
    expect(SPEC_CALLS.length).toBe(69)
    expect(new Set(SPEC_CALLS.map(([methods, path]) => `${methods.join()} ${path}`)).size).toBe(69)
  })

  it.each(SPEC_CALLS.map(([methods, path]) => [methods.length === 1 ? methods[0] : 'some method of', path, methods] as const))(
    'serves %s %s',
    async (_, path, methods) => {
      const served = await Promise.all(methods.map((method) => serves(method, path)))
      expect(served.some(Boolean), `${methods.join('|')} ${path}`).toBe(true)
    },
  )
})
