import { DataList } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { PersonalRecord } from '@/contract/personal-information'
import { formatDay } from '@/shared/i18n/format'
import { ServerText } from '@/shared/ui/server-text'
import { useNow } from '@/shared/ui/use-now'
import { ageToday, FIELD_LABELS, MARITAL_STATUS_LABELS, SEX_LABELS } from '../logic'

/** The record as the university keeps it, one term per value (a definition list). */
export function RecordList({ record }: { record: PersonalRecord }) {
  const { t, i18n } = useLingui()
  const now = useNow()
  const age = ageToday(record.birthDate, now)
  const born = formatDay(record.birthDate, i18n.locale, { dateStyle: 'long' })
  const rows: Array<[string, ReactNode]> = [
    [i18n._(FIELD_LABELS.givenNames), record.givenNames],
    [i18n._(FIELD_LABELS.paternalSurname), record.paternalSurname],
    [i18n._(FIELD_LABELS.maternalSurname), record.maternalSurname ?? t`Sin apellido materno`],
    [t`CURP`, record.curp],
    [i18n._(FIELD_LABELS.birthDate), t`${born} (${age} años)`],
    [t`Sexo`, i18n._(SEX_LABELS[record.sex])],
    [i18n._(FIELD_LABELS.maritalStatus), i18n._(MARITAL_STATUS_LABELS[record.maritalStatus])],
    // Written as the university keeps them, in Spanish.
    [i18n._(FIELD_LABELS.nationality), <ServerText>{record.nationality}</ServerText>],
    [i18n._(FIELD_LABELS.birthPlace), <ServerText>{record.birthPlace}</ServerText>],
  ]
  return (
    <DataList.Root orientation="horizontal" gap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW={{ md: '10rem' }}>{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}
