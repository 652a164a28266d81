import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { sessionQueries } from '@/shared/session/queries'
import { useSelect, useSelection } from '@/shared/session/selection'
import { EmptyData } from '@/shared/ui/empty-data'
import { InlineLoader } from '@/shared/ui/inline-loader'
import { StudentCareerSelector } from './student-career-selector'

/** Spec "Find student": an Administrativo looks a student up, then picks the career. */
export function AdminStudentSearch() {
  const { t } = useLingui()
  const selection = useSelection()
  const select = useSelect()
  const [text, setText] = useState('')
  const [by, setBy] = useState<'account' | 'name'>('account')
  const [submitted, setSubmitted] = useState<{ value: string; isAccount: boolean } | null>(null)
  const results = useQuery({ ...sessionQueries.searchStudents(submitted?.value ?? '', submitted?.isAccount ?? true), enabled: Boolean(submitted) })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim()) setSubmitted({ value: text.trim(), isAccount: by === 'account' })
  }

  return (
    <Stack gap="5">
      <form onSubmit={submit} role="search" aria-label={t`Buscar alumno`}>
        <Stack direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }} gap="3">
          <Field.Root w={{ md: '48' }}>
            <Field.Label><Trans>Buscar por</Trans></Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={by} onChange={(e) => setBy(e.currentTarget.value as 'account' | 'name')}>
                <option value="account">{t`Número de cuenta`}</option>
                <option value="name">{t`Nombre`}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label><Trans>Texto a buscar</Trans></Field.Label>
            <Input value={text} maxLength={100} onChange={(e) => setText(e.currentTarget.value)} />
          </Field.Root>
          <Button type="submit" colorPalette="brand"><Trans>Buscar</Trans></Button>
        </Stack>
      </form>
      {results.isFetching && <InlineLoader />}
      {results.data && results.data.content.length === 0 && <EmptyData />}
      {results.data && results.data.content.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t`Resultados`}>
          {results.data.content.map((student) => (
            <HStack as="li" key={student.accountNumber} justify="space-between" borderWidth="1px" borderRadius="l2" p="3" wrap="wrap">
              <Text>
                <strong>{student.accountNumber}</strong> · {student.fullName} · {student.campusName}
              </Text>
              <Button
                size="sm"
                variant="outline"
                aria-label={t`Seleccionar a ${student.fullName}`}
                onClick={() => student.careers[0] && select.mutate({ student, cvProgram: student.careers[0].cvProgram })}
              >
                <Trans>Seleccionar</Trans>
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      {selection && <StudentCareerSelector students={[selection.student]} />}
    </Stack>
  )
}
