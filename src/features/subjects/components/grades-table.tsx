import { chakra, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PeriodGrade } from '@/contract/academic'
import { CatalogText } from '@/shared/ui/catalog-text'
import { Grade } from './grade'
import { PERIOD_WORDS } from './period-words'

const Cell = chakra('td', { base: { py: '1.5', px: '2', borderBottomWidth: '1px', textAlign: 'end', fontVariantNumeric: 'tabular-nums' } })
const RowHeader = chakra('th', { base: { py: '1.5', px: '2', borderBottomWidth: '1px', textAlign: 'start', fontWeight: 'normal' } })

/** Grades by period ("Parcial 1", …) and the final grade of one subject. */
export function GradesTable({ subjectName, grades, finalGrade }: { subjectName: string; grades: readonly PeriodGrade[]; finalGrade: number | null }) {
  const { t } = useLingui()
  return (
    <chakra.table w="full" fontSize="sm" borderCollapse="collapse" aria-label={t`Calificaciones de ${subjectName}`}>
      <chakra.caption textAlign="start" fontWeight="semibold" fontSize="sm" pb="1" captionSide="top">
        <Trans>Calificaciones</Trans>
      </chakra.caption>
      <thead>
        <tr>
          <RowHeader as="th" scope="col" fontWeight="semibold" color="fg.muted">
            <Trans>Periodo</Trans>
          </RowHeader>
          <Cell as="th" scope="col" fontWeight="semibold" color="fg.muted">
            <Trans>Calificación</Trans>
          </Cell>
        </tr>
      </thead>
      <tbody>
        {grades.length === 0 && (
          <tr>
            <chakra.td colSpan={2} py="1.5" px="2" borderBottomWidth="1px">
              <Text as="span" color="fg.muted">
                <Trans>Aún no hay calificaciones por periodo.</Trans>
              </Text>
            </chakra.td>
          </tr>
        )}
        {grades.map((grade) => (
          <tr key={grade.period}>
            <RowHeader scope="row">
              <CatalogText value={grade.period} words={PERIOD_WORDS} />
            </RowHeader>
            <Cell>
              <Grade value={grade.grade} />
            </Cell>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <RowHeader scope="row" fontWeight="bold" borderBottomWidth="0">
            <Trans>Calificación final</Trans>
          </RowHeader>
          <Cell fontWeight="bold" borderBottomWidth="0">
            <Grade value={finalGrade} />
          </Cell>
        </tr>
      </tfoot>
    </chakra.table>
  )
}
