import {
  AddAddressFields, AddContactBody, ContactQuery, ContactTypes, EditAddressFields, EditContactBody, OtpQuery, OtpSent, OtpVerified,
  OtpVerifyBody, RemoveContactBody, StudentContacts,
} from './contact.ts'
import { endpoint } from './endpoints.ts'
import { ZipCodeParams, ZipCodePlace } from './zip-codes.ts'

/**
 * The contact data's calls and its one-time codes (spec §7 "Student", "Notifications"; see contact.ts
 * for rules, constants and roles), apart from `endpoints` so their schemas load with the student
 * information screens. Sending a code is the spec's `GET /notification/otp`, its request in the
 * query: a GET with an effect (`effect`), so the server runs it as a write and nothing keeps its
 * answer, and it is rate-limited.
 */
export const contactEndpoints = {
  contactTypes: endpoint({ method: 'GET', path: '/student/contactstudent/types', response: ContactTypes }),
  contacts: endpoint({ method: 'GET', path: '/student/contactstudent', query: ContactQuery, response: StudentContacts }),
  addContact: endpoint({ method: 'POST', path: '/student/contactstudent', body: AddContactBody, response: StudentContacts }),
  editContact: endpoint({ method: 'PUT', path: '/student/contactstudent', body: EditContactBody, response: StudentContacts }),
  removeContact: endpoint({ method: 'DELETE', path: '/student/contactstudent', body: RemoveContactBody, response: StudentContacts }),
  addAddress: endpoint({ method: 'POST', path: '/student/contactstudent/address', body: AddAddressFields, files: ['file'], response: StudentContacts }),
  editAddress: endpoint({ method: 'PUT', path: '/student/contactstudent/address', body: EditAddressFields, files: ['file'], response: StudentContacts }),
  sendOtp: endpoint({ method: 'GET', path: '/notification/otp', query: OtpQuery, response: OtpSent, effect: true }),
  verifyOtp: endpoint({ method: 'POST', path: '/notification/otp/verify', body: OtpVerifyBody, response: OtpVerified }),
  /** A public catalog (any signed-in caller), here because only the address form asks it; see zip-codes.ts. */
  zipCode: endpoint({ method: 'GET', path: '/catalogs/zipcode/{zip}', params: ZipCodeParams, response: ZipCodePlace }),
} as const
