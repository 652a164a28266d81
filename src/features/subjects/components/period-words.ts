import { msg } from '@lingui/core/macro'
import type { CatalogWords } from '@/shared/ui/catalog-text'

/** The grading periods the university's systems name (`period`); another name is shown as sent. */
export const PERIOD_WORDS: CatalogWords = {
  'Parcial 1': msg`Parcial 1`,
  'Parcial 2': msg`Parcial 2`,
  'Parcial 3': msg`Parcial 3`,
  Final: msg`Final`,
}
