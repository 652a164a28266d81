import { guardianEndpoints as e } from '../../src/contract/guardian-endpoints.ts'
import {
  curpMatchesName, GUARDIAN_DOCUMENT_EXTENSIONS, GUARDIAN_MIN_AGE, GUARDIANS_MAX_PER_KIND, isOfAge, MISMATCH_MESSAGES, type GuardianKind,
} from '../../src/contract/guardians.ts'
import type { Db } from '../db/sql.ts'
import { isoDay, localDay } from '../data/academic-time.ts'
import { notifyRegistrationReceived } from '../data/guardian-review.ts'
import {
  disableGuardian, fullNameOf, guardianById, guardiansOf, hasPendingEnable, insertGuardian, insertGuardianRequest, type GuardianPerson,
} from '../data/guardians.ts'
import { assertCanReadAccount, assertOwnStudentWrite } from './access.ts'
import type { KnownCaller } from './caller.ts'
import { badRequest, HttpError, notFound } from './errors.ts'
import { fileOf, type Routes } from './route.ts'
import { acceptedFile, DEFAULT_UPLOAD_MB } from './upload-rules.ts'

const SERVICE = 'student-information'
const conflict = (message: string) => new HttpError(409, message)

const WORDS: Record<GuardianKind, { one: string; the: string; to: string }> = {
  tutor: { one: 'tutor', the: 'el tutor', to: 'al tutor' },
  economic: { one: 'responsable económico', the: 'el responsable económico', to: 'al responsable económico' },
}

function assertOwnStudent(db: Db, caller: KnownCaller, accountNumber: string, action: 'Crear' | 'Editar'): void {
  assertOwnStudentWrite(db, caller, accountNumber, SERVICE, [action], {
    role: 'Solo el alumno puede registrar, habilitar o deshabilitar a sus tutores y responsables económicos',
    account: 'Solo puedes cambiar los tutores y responsables económicos de tus propias cuentas',
  })
}

/**
 * Spec §2, §3, §4, §8: the student's parents or tutors and economic responsibles. A registration
 * (with its identity document) and a request to enable a person again go to the registrar's
 * review (`server/data/guardian-review.ts`); disabling is at once. See `src/contract/guardians.ts`.
 */
export function guardianRoutes(r: Routes): void {
  r.user(e.guardians, ({ db, caller, query }) => {
    assertCanReadAccount(db, caller, query.accountNumber, SERVICE)
    return { kind: query.kind, guardians: guardiansOf(db, query.accountNumber, query.kind) }
  })

  // Synchronous, inside the write's transaction: the document was read and identified before it began.
  r.user(e.registerGuardian, ({ db, caller, body, files, now }) => {
    const { accountNumber, kind, ...fields } = body
    assertOwnStudent(db, caller, accountNumber, 'Crear')
    if (fields.extension !== '' && fields.officePhone === '') throw badRequest('La extensión va con el teléfono de oficina: escríbelo también')
    const person: GuardianPerson = fields
    if (!curpMatchesName(person.curp, person)) throw badRequest(MISMATCH_MESSAGES[kind])
    if (!isOfAge(person.curp, isoDay(localDay(now)))) {
      throw badRequest(`${kind === 'tutor' ? 'Un tutor' : 'Un responsable económico'} debe ser mayor de edad (${GUARDIAN_MIN_AGE} años o más, según su CURP)`)
    }
    const current = guardiansOf(db, accountNumber, kind).filter((g) => g.registration.status !== 'rejected')
    if (current.some((g) => g.curp === person.curp)) throw conflict(`Esa persona ya está registrada como ${WORDS[kind].one} en esta cuenta`)
    if (current.length >= GUARDIANS_MAX_PER_KIND) {
      throw conflict(`Ya tienes ${GUARDIANS_MAX_PER_KIND} registros de ${WORDS[kind].one}; deshabilitar no libera lugar`)
    }
    const file = fileOf(files, 'file')
    const accepted = acceptedFile(file, { allowedExtensions: GUARDIAN_DOCUMENT_EXTENSIONS, maxSizeMb: DEFAULT_UPLOAD_MB })
    const id = insertGuardian(db, { ...person, accountNumber, kind, status: 'pending', enabled: false, tutorId: null })
    insertGuardianRequest(db, {
      guardianId: id, action: 'register', status: 'pending', at: now,
      document: { name: accepted.name, mime: accepted.mimeType, bytes: file.bytes }, autoReview: true,
    })
    if (kind === 'tutor') notifyRegistrationReceived(db, accountNumber, fullNameOf(person), now)
    return { kind, guardians: guardiansOf(db, accountNumber, kind) }
  }, { spanish: true })

  r.user(e.guardianStatus, ({ db, caller, body, now }) => {
    assertOwnStudent(db, caller, body.accountNumber, 'Editar')
    const guardian = guardianById(db, body.accountNumber, body.guardianId)
    if (!guardian) throw notFound('La persona no está registrada en esta cuenta')
    const words = WORDS[guardian.kind]
    if (guardian.registration.status !== 'approved') {
      throw conflict(guardian.registration.status === 'pending'
        ? `El registro de ${words.the} sigue en revisión: aún no se puede habilitar ni deshabilitar`
        : `El registro de ${words.the} fue rechazado: regístralo de nuevo con sus documentos`)
    }
    if (!body.enabled) {
      if (!guardian.enabled && !hasPendingEnable(db, guardian.id)) throw conflict(`${capitalized(words.the)} ya está deshabilitado`)
      disableGuardian(db, guardian.id, now)
    } else {
      if (guardian.enabled) throw conflict(`${capitalized(words.the)} ya está habilitado`)
      if (hasPendingEnable(db, guardian.id)) throw conflict(`Ya pediste habilitar ${words.to}; espera la respuesta de la universidad`)
      insertGuardianRequest(db, { guardianId: guardian.id, action: 'enable', status: 'pending', at: now, autoReview: true })
    }
    return { kind: guardian.kind, guardians: guardiansOf(db, body.accountNumber, guardian.kind) }
  }, { spanish: true })
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
