import { msg } from '@lingui/core/macro'
import type { CatalogWords } from '@/shared/ui/catalog-text'

/** The levels of study the university offers, as the API names them. */
export const LEVEL_WORDS: CatalogWords = {
  Preparatoria: msg`Preparatoria`,
  Licenciatura: msg`Licenciatura`,
  Maestría: msg`Maestría`,
  Doctorado: msg`Doctorado`,
}

/** The study modes of the campuses, as the API names them. */
export const MODALITY_WORDS: CatalogWords = {
  Presencial: msg`Presencial`,
  'En línea': msg`En línea`,
  Ejecutiva: msg`Ejecutiva`,
  Mixta: msg`Mixta`,
}
