import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import type { CumulativeAverage, CycleAverage } from '@/contract/academic'
import { QueryView } from '@/shared/ui/query-view'
import { SectionCard } from '@/shared/ui/section-card'
import { formatGrade } from '@/shared/i18n/format'

/** One average: a titled group with a big number and a line under it, or why it is missing. */
function AverageFigure({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId()
  return (
    <Stack role="group" aria-labelledby={titleId} gap="1" p="4" borderWidth="1px" borderRadius="l3" bg="bg.subtle">
      <Heading as="h3" size="sm" id={titleId} m="0" color="fg.muted">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

function Missing({ children }: { children: ReactNode }) {
  return (
    <Text m="0" color="fg.muted" fontStyle="italic">
      {children}
    </Text>
  )
}

function Figure({ value }: { value: number }) {
  const { i18n } = useLingui()
  return (
    <Text m="0" fontSize="4xl" fontWeight="bold" lineHeight="short" fontVariantNumeric="tabular-nums">
      {formatGrade(value, i18n.locale)}
    </Text>
  )
}

export interface AveragesSectionProps {
  cycle: UseQueryResult<CycleAverage | null>
  cumulative: UseQueryResult<CumulativeAverage | null>
}

/** Cycle and cumulative averages; spec §8: a 404 is "no average yet", said as such. */
export function AveragesSection({ cycle, cumulative }: AveragesSectionProps) {
  return (
    <SectionCard title={<Trans>Promedios</Trans>}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <AverageFigure title={<Trans>Promedio del ciclo</Trans>}>
          <QueryView
            query={cycle}
            notDownloaded={<Trans>Sin conexión. Este promedio aún no se ha descargado.</Trans>}
            failed={<Trans>No se pudo cargar el promedio del ciclo.</Trans>}
          >
            {(average) => {
              if (!average) return <Missing><Trans>Aún no tienes promedio en este ciclo.</Trans></Missing>
              const code = average.cycle
              return (
                <>
                  <Figure value={average.average} />
                  <Text m="0" fontSize="sm" color="fg.muted">
                    <Trans>Ciclo {code}</Trans>
                  </Text>
                </>
              )
            }}
          </QueryView>
        </AverageFigure>
        <AverageFigure title={<Trans>Promedio general</Trans>}>
          <QueryView
            query={cumulative}
            notDownloaded={<Trans>Sin conexión. Este promedio aún no se ha descargado.</Trans>}
            failed={<Trans>No se pudo cargar tu promedio general.</Trans>}
          >
            {(average) => {
              if (!average) return <Missing><Trans>Aún no tienes un promedio general.</Trans></Missing>
              const approved = average.approvedSubjects
              return (
                <>
                  <Figure value={average.average} />
                  <Text m="0" fontSize="sm" color="fg.muted">
                    <Plural value={approved} one="Con # materia aprobada" other="Con # materias aprobadas" />
                  </Text>
                </>
              )
            }}
          </QueryView>
        </AverageFigure>
      </SimpleGrid>
    </SectionCard>
  )
}
