import { endpoints } from '../../src/contract/endpoints.ts'
import type { Db } from '../db/sql.ts'
import { changeRefusal, photoOf, recordPhotoRequest } from '../data/photos.ts'
import { assertCanReadAccount, assertOwnStudentWrite } from './access.ts'
import type { KnownCaller } from './caller.ts'
import { HttpError } from './errors.ts'
import { acceptedPhoto, dataUrlOf } from './photo-rules.ts'
import { fileOf, type Routes } from './route.ts'

/** Spec §4: a photo is personal, so only the account's own student sends it (a tutor or an administrative reads it). */
function assertMayChangePhoto(db: Db, caller: KnownCaller, accountNumber: string): void {
  assertOwnStudentWrite(db, caller, accountNumber, 'photo', ['Crear'], {
    role: 'Solo el alumno puede cambiar su foto de perfil',
    account: 'Solo puedes cambiar la foto de tus propias cuentas',
  })
}

export function photoRoutes(r: Routes): void {
  r.user(endpoints.userPhoto, ({ db, caller, query, now }) => {
    assertCanReadAccount(db, caller, query.accountNumber, 'photo')
    return photoOf(db, query.accountNumber, now)
  })

  // Synchronous, inside the write's transaction: the file was read and identified before it began.
  r.user(endpoints.sendPhoto, ({ db, caller, body, files, now }) => {
    assertMayChangePhoto(db, caller, body.accountNumber)
    const refusal = changeRefusal(db, body.accountNumber, now)
    if (refusal) throw new HttpError(409, refusal)
    const photo = acceptedPhoto(fileOf(files, 'file'))
    recordPhotoRequest(db, { accountNumber: body.accountNumber, dataUrl: dataUrlOf(photo), fileName: photo.fileName, at: now })
    return photoOf(db, body.accountNumber, now)
  }, { spanish: true })
}
