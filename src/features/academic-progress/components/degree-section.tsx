import { DataList } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Degree } from '@/contract/academic'
import type { StudentInformation } from '@/contract/student-information'
import { formatNumber } from '@/shared/i18n/format'
import { CatalogText } from '@/shared/ui/catalog-text'
import { EmptyData } from '@/shared/ui/empty-data'
import { QueryView } from '@/shared/ui/query-view'
import { SectionCard } from '@/shared/ui/section-card'
import { ServerText } from '@/shared/ui/server-text'
import { LEVEL_WORDS, MODALITY_WORDS } from './degree-words'
import { LastModalityRequest } from './last-modality-request'

function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  )
}

function DegreeDetails({ degree }: { degree: Degree }) {
  const { i18n } = useLingui()
  const current = formatNumber(degree.currentCycle, i18n.locale)
  const total = formatNumber(degree.totalCycles, i18n.locale)
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <Item label={<Trans>Programa</Trans>}>
        <ServerText>{degree.programName}</ServerText>
      </Item>
      <Item label={<Trans>Plan de estudios</Trans>}>{degree.planCode}</Item>
      <Item label={<Trans>Nivel</Trans>}>
        <CatalogText value={degree.level} words={LEVEL_WORDS} />
      </Item>
      <Item label={<Trans>Modalidad</Trans>}>
        <CatalogText value={degree.modality} words={MODALITY_WORDS} />
      </Item>
      <Item label={<Trans>Ciclo de inicio</Trans>}>{degree.startCycle}</Item>
      <Item label={<Trans>Término previsto</Trans>}>{degree.expectedEndCycle}</Item>
      <Item label={<Trans>Ciclo actual</Trans>}>
        <Trans>
          {current} de {total}
        </Trans>
      </Item>
    </DataList.Root>
  )
}

export function DegreeSection({ query, standing }: { query: UseQueryResult<Degree | null>; standing: UseQueryResult<StudentInformation> }) {
  return (
    <SectionCard title={<Trans>Tu carrera</Trans>}>
      <QueryView
        query={query}
        notDownloaded={<Trans>Sin conexión. Los datos de tu carrera aún no se han descargado en este dispositivo.</Trans>}
        failed={<Trans>No se pudieron cargar los datos de tu carrera.</Trans>}
      >
        {(degree) =>
          degree ? <DegreeDetails degree={degree} /> : <EmptyData imageSize={64} text={<Trans>No hay datos académicos de esta carrera.</Trans>} />
        }
      </QueryView>
      <LastModalityRequest information={standing.data} />
    </SectionCard>
  )
}
