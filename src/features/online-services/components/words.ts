import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SharedDatum } from '@/contract/online-services'

/** What a site receives, as the sentence before opening it names it. */
export const SHARED_WORDS: Record<SharedDatum, MessageDescriptor> = {
  accountNumber: msg`tu número de cuenta`,
  institutionalEmail: msg`tu correo institucional`,
  fullName: msg`tu nombre completo`,
  program: msg`tu programa`,
  campus: msg`tu campus`,
}

/** The groups the portal knows, in the person's language; others keep the server's name. */
export const GROUP_NAMES: Record<string, MessageDescriptor> = {
  library: msg`Biblioteca virtual`,
  email: msg`Correo institucional`,
  classes: msg`Plataforma de clases en línea`,
  jobs: msg`Bolsa de trabajo`,
  scholarships: msg`Becas`,
  'social-service': msg`Servicio social`,
  international: msg`Internacional`,
}
