import { Badge, DataList, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { Enrollment } from '@/contract/academic'
import { formatDate } from '@/shared/i18n/format'
import { EmptyData } from '@/shared/ui/empty-data'
import { QueryView } from '@/shared/ui/query-view'
import { SectionCard } from '@/shared/ui/section-card'
import { ENROLLMENT_STATUS } from '../logic'
import { ENROLLMENT_ICONS } from './icons'

function EnrollmentDetails({ enrollment }: { enrollment: Enrollment }) {
  const { i18n } = useLingui()
  const { label, palette, icon } = ENROLLMENT_STATUS[enrollment.status]
  const Icon = ENROLLMENT_ICONS[icon]
  return (
    <Stack gap="3">
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Estado</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge colorPalette={palette} variant="subtle" size="md" gap="1">
              <Icon size={14} />
              {i18n._(label)}
            </Badge>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Ciclo</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{enrollment.cycle}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>Fecha de inscripción</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {enrollment.enrolledAt ? (
              // A calendar date: printed as written, not shifted by the device's time zone.
              <time dateTime={enrollment.enrolledAt}>{formatDate(enrollment.enrolledAt, i18n.locale, { dateStyle: 'long', timeZone: 'UTC' })}</time>
            ) : (
              <Trans>Sin fecha</Trans>
            )}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  )
}

export function EnrollmentSection({ query }: { query: UseQueryResult<Enrollment | null> }) {
  return (
    <SectionCard title={<Trans>Inscripción</Trans>}>
      <QueryView
        query={query}
        notDownloaded={<Trans>Sin conexión. Tu inscripción aún no se ha descargado en este dispositivo.</Trans>}
        failed={<Trans>No se pudo cargar tu inscripción.</Trans>}
      >
        {(enrollment) =>
          enrollment ? (
            <EnrollmentDetails enrollment={enrollment} />
          ) : (
            <EmptyData imageSize={64} text={<Trans>No hay datos de inscripción de esta carrera.</Trans>} />
          )
        }
      </QueryView>
    </SectionCard>
  )
}
