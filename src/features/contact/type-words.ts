import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { catalogLabel, type CatalogWords } from '@/shared/ui/catalog-text'

/** The contact types of `GET /student/contactstudent/types`, by the name the API gives them. */
export const CONTACT_TYPE_WORDS: CatalogWords = {
  Celular: msg`Celular`,
  Casa: msg`Casa`,
  Trabajo: msg`Trabajo`,
  Personal: msg`Personal`,
  Institucional: msg`Institucional`,
  Alterno: msg`Alterno`,
  'Domicilio actual': msg`Domicilio actual`,
  'Domicilio fiscal': msg`Domicilio fiscal`,
  'Domicilio familiar': msg`Domicilio familiar`,
}

/** A contact type's name where only text fits (an option, an accessible name): a type the portal does not know, as sent. */
export const contactTypeLabel = (name: string, i18n: I18n): string => catalogLabel(name, CONTACT_TYPE_WORDS, i18n) ?? name
