import { Field, NativeSelect, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StudentAccount } from '@/contract/user'
import { useQuery } from '@tanstack/react-query'
import { SERVER_LANGUAGE } from '../i18n/locales'
import { effectiveSelection } from './choice'
import { selectionQuery, useSelect } from './selection'

/** Spec §1: one student account and one career, chosen here and kept. */
export function StudentCareerSelector({ students }: { students: readonly StudentAccount[] }) {
  const { t } = useLingui()
  const stored = useQuery(selectionQuery())
  const select = useSelect()
  // What is stored follows what is shown behind every screen (`useKeepSelection`), not here: a
  // person who leaves the home at once, or never passes through it, has a student too.
  const current = effectiveSelection(students, stored.data ?? null)

  // Before the stored choice is read, "nothing stored" would show a choice that is not the person's.
  if (!stored.isSuccess || !current) return null
  const chooseStudent = (accountNumber: string) => {
    const student = students.find((s) => s.accountNumber === accountNumber)
    const career = student?.careers[0]
    if (student && career) select.mutate({ student, cvProgram: career.cvProgram })
  }

  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="4">
      <Field.Root flex="1">
        <Field.Label>
          <Trans>Alumno</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={current.student.accountNumber} onChange={(e) => chooseStudent(e.currentTarget.value)}>
            {students.map((s) => (
              <option key={s.accountNumber} value={s.accountNumber}>
                {t`${s.accountNumber} · ${s.fullName} · ${s.businessLine}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>
          <Trans>Carrera</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={current.cvProgram}
            onChange={(e) => select.mutate({ student: current.student, cvProgram: e.currentTarget.value })}
          >
            {current.student.careers.map((c) => (
              // The program's and campus's names are the school's, in Spanish.
              <option key={c.cvProgram} value={c.cvProgram} lang={SERVER_LANGUAGE}>
                {t`${c.programName} · ${c.campusName}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  )
}
