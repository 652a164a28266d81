import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { ReportCardCycle } from '@/contract/academic'
import type { SelectedStudent } from '@/contract/user'
import { useLive } from '@/shared/db/use-live'
import { formatGrade } from '@/shared/i18n/format'
import { termName } from '@/shared/i18n/term-name'
import { useOnline } from '@/shared/offline/use-online'
import { SERVER_LANGUAGE } from '@/shared/ui/server-text'
import { StoredDocumentActions } from '@/shared/viewer'
import { reportCardQueries } from '../queries'
import { savedReportCards } from '../saved'

const NONE: ReadonlySet<string> = new Set()

/** The cycles whose report card is saved on this device for this student and career. */
function useSavedCycles(student: SelectedStudent): ReadonlySet<string> {
  return useLive(async () => new Set((await savedReportCards(student)).keys()), NONE, [student.accountNumber, student.cvProgram, student.campusCode])
}

/**
 * A cycle shown with signal is kept on this device, as the credential or the subjects are by
 * visiting them: its PDF is fetched now (the worker keeps it), so it opens later with no signal
 * and at once with signal.
 */
function useKeptWhenShown(student: SelectedStudent, cycle: string) {
  const queryClient = useQueryClient()
  const online = useOnline()
  const { accountNumber, cvProgram, campusCode } = student
  useEffect(() => {
    if (online && cycle) void queryClient.prefetchQuery(reportCardQueries.pdf({ accountNumber, cvProgram, campusCode }, cycle))
  }, [online, accountNumber, cvProgram, campusCode, cycle, queryClient])
}

interface ReportCardPickerProps {
  student: SelectedStudent
  /** Newest first; never empty. */
  cycles: readonly ReportCardCycle[]
}

/** Choose a cycle, then view or download its report card. */
export function ReportCardPicker({ student, cycles }: ReportCardPickerProps) {
  const { t, i18n } = useLingui()
  const [chosen, setChosen] = useState(cycles[0]?.cycle)
  const saved = useSavedCycles(student)
  const current = cycles.find((c) => c.cycle === chosen) ?? cycles[0]
  useKeptWhenShown(student, current?.cycle ?? '')
  if (!current) return null

  const average = (cycle: ReportCardCycle) =>
    cycle.average === null ? null : formatGrade(cycle.average, i18n.locale)
  const optionText = (cycle: ReportCardCycle) => {
    const name = termName(cycle.cycle, i18n) ?? cycle.name
    const value = average(cycle)
    const text = value === null ? t`${name} · sin promedio` : t`${name} · promedio ${value}`
    // Said in words, so it reads the same in the closed select and to a screen reader.
    return saved.has(cycle.cycle) ? t`${text} · guardada en este dispositivo` : text
  }
  const currentAverage = average(current)

  return (
    <Stack gap="5">
      <Field.Root maxW="md">
        <Field.Label>
          <Trans>Ciclo</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={current.cycle} onChange={(event) => setChosen(event.currentTarget.value)}>
            {cycles.map((cycle) => (
              // An option holds text only: one named by the server (a code the portal does not know) is marked as the server's.
              <option key={cycle.cycle} value={cycle.cycle} lang={termName(cycle.cycle, i18n) === null ? SERVER_LANGUAGE : undefined}>
                {optionText(cycle)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Text m="0">
        {currentAverage === null ? (
          <Trans>Este ciclo aún no tiene promedio.</Trans>
        ) : (
          <Trans>
            Promedio del ciclo: <strong>{currentAverage}</strong>
          </Trans>
        )}
      </Text>
      <StoredDocumentActions
        // A new cycle starts with its own state: no error or viewer of the previous one.
        key={current.cycle}
        query={reportCardQueries.pdf(student, current.cycle)}
        viewLabel={t`Ver boleta`}
        downloadLabel={t`Descargar boleta`}
        failedText={t`No se pudo descargar la boleta.`}
        missingText={t`Sin conexión. Esta boleta aún no se ha descargado en este dispositivo.`}
      />
    </Stack>
  )
}
