import type { Portal } from '../../src/contract/common.ts'
import type { MaritalStatus, PersonalInformation, Sex } from '../../src/contract/personal-information.ts'
import { spanishDate } from '../data/digital-file-review.ts'
import { brandedDocument, generatedLabel } from './cycle-document.ts'

export const PERSONAL_INFORMATION_TITLE = 'Datos personales'

export const MARITAL_STATUS_LABELS: Record<MaritalStatus, string> = {
  SOLTERO: 'Soltero/a',
  CASADO: 'Casado/a',
  DIVORCIADO: 'Divorciado/a',
  VIUDO: 'Viudo/a',
  UNION_LIBRE: 'Unión libre',
}

export const SEX_LABELS: Record<Sex, string> = { H: 'Hombre', M: 'Mujer', X: 'No binario' }

/**
 * The student's personal record as the university holds it when generated: the brand on every
 * page, who and which account, each value, and a line about a change still in review (the record
 * shows the values in effect, not the ones asked for). Tagged like every document of the server.
 */
export function personalInformationPdf(info: PersonalInformation, portal: Portal, generatedAt: Date): Promise<Buffer> {
  const { record } = info
  const fullName = [record.givenNames, record.paternalSurname, record.maternalSurname].filter(Boolean).join(' ')
  const generated = `Generado el ${generatedLabel(generatedAt)} (hora del centro de México)`
  const composer = brandedDocument({
    portal, name: PERSONAL_INFORMATION_TITLE, title: `${PERSONAL_INFORMATION_TITLE} · ${fullName}`, generated, generatedAt,
  })
  composer.ensure(0)
  composer.heading(1, PERSONAL_INFORMATION_TITLE, { font: 'bold', size: 18 })
  composer.space(4)
  composer.fields([
    ['Alumno', fullName],
    ['Número de cuenta', info.accountNumber],
  ], 150, 11)
  composer.space(10)
  composer.heading(2, 'Datos registrados', { font: 'bold', size: 13 }, 40)
  composer.fields([
    ['Nombre(s)', record.givenNames],
    ['Apellido paterno', record.paternalSurname],
    ['Apellido materno', record.maternalSurname ?? '—'],
    ['CURP', record.curp],
    ['Fecha de nacimiento', spanishDate(record.birthDate)],
    ['Sexo', SEX_LABELS[record.sex]],
    ['Estado civil', MARITAL_STATUS_LABELS[record.maritalStatus]],
    ['Nacionalidad', record.nationality],
    ['Lugar de nacimiento', record.birthPlace],
  ], 150, 11)
  composer.space(10)
  const pending = info.requests.find((request) => request.status === 'pending')
  if (pending) {
    composer.paragraph(`Hay una solicitud de cambio en revisión desde el ${generatedLabel(new Date(pending.requestedAt))}; estos son los datos vigentes.`, { size: 10 })
    composer.space(4)
  }
  composer.paragraph(`Datos vigentes desde el ${generatedLabel(new Date(info.updatedAt))}. Para corregirlos, solicita el cambio desde el portal con tu documento oficial.`, { size: 10 })
  return composer.finish()
}
