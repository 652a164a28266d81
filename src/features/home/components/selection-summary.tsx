import { Badge, DataList } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { sessionQueries } from '@/shared/session/queries'
import { useSelection } from '@/shared/session/current-selection'
import { selectedStudent } from '@/shared/session/selection'
import { SectionCard } from '@/shared/ui/section-card'
import { ServerText } from '@/shared/ui/server-text'

/** What every other screen will show data for. */
export function SelectionSummary() {
  const selection = useSelection()
  const selected = selectedStudent(selection)
  const pending = useQuery({ ...sessionQueries.pending(selected?.accountNumber ?? ''), enabled: Boolean(selected) })
  if (!selection || !selected) return null
  const career = selection.student.careers.find((c) => c.cvProgram === selected.cvProgram)!

  return (
    <SectionCard title={<Trans>Alumno seleccionado</Trans>}>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel><Trans>Nombre</Trans></DataList.ItemLabel>
            <DataList.ItemValue>{selection.student.fullName}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel><Trans>Número de cuenta</Trans></DataList.ItemLabel>
            <DataList.ItemValue>{selected.accountNumber}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel><Trans>Carrera</Trans></DataList.ItemLabel>
            <DataList.ItemValue>
              <ServerText>{career.programName}</ServerText>
              {!career.enrolled && (
                <Badge ms="2" colorPalette="orange">
                  <Trans>Sin inscripción vigente</Trans>
                </Badge>
              )}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel><Trans>Campus</Trans></DataList.ItemLabel>
            <DataList.ItemValue>
              <ServerText>{career.campusName}</ServerText>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel><Trans>Línea de negocio</Trans></DataList.ItemLabel>
            <DataList.ItemValue>
              <ServerText>{selection.student.businessLine}</ServerText>
            </DataList.ItemValue>
          </DataList.Item>
          {pending.data && (
            <DataList.Item>
              <DataList.ItemLabel><Trans>Notificaciones sin leer</Trans></DataList.ItemLabel>
              <DataList.ItemValue>{pending.data.totalPendingRead}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
    </SectionCard>
  )
}
