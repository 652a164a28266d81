import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react'
import { SEARCH_DEBOUNCE_MS, searchTerm } from '../logic'
import type { SearchBy } from '../search'

export interface SearchFormProps {
  by: SearchBy
  /** The term searched now (from the address), to start from and to follow when it changes. */
  q: string
  /** `typing`: the debounced search while typing (it replaces the address instead of adding a step). */
  onSearch: (by: SearchBy, value: string, typing: boolean) => void
}

/** Spec "Find student": by account number or by name; searches as the person types (§9) or on Buscar. */
export function SearchForm({ by, q, onSearch }: SearchFormProps) {
  const { t } = useLingui()
  const [text, setText] = useState(q)
  const [mode, setMode] = useState<SearchBy>(by)
  const [problem, setProblem] = useState<string | null>(null)
  const search = useEffectEvent(onSearch)
  const typed = searchTerm(text, mode, false)
  const typedValue = typed.ok ? typed.value : null

  // Back and forward change the address: the field follows, unless it already says the same.
  const current = useEffectEvent(() => searchTerm(text, mode, true))
  useEffect(() => {
    const shown = current()
    if (!shown.ok || shown.value !== q) setText(q)
    setMode(by)
  }, [q, by])

  useEffect(() => {
    if (typedValue === null || (typedValue === q && mode === by)) return
    const timer = setTimeout(() => search(mode, typedValue, true), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typedValue, mode, q, by])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const term = searchTerm(text, mode, true)
    if (!term.ok) {
      setProblem(term.reason === 'digits' ? t`El número de cuenta lleva solo dígitos.` : t`Escribe un número de cuenta o un nombre.`)
      return
    }
    setProblem(null)
    onSearch(mode, term.value, false)
  }
  const digitsOnly = !typed.ok && typed.reason === 'digits'
  const error = digitsOnly ? t`El número de cuenta lleva solo dígitos.` : problem

  return (
    <form onSubmit={submit} role="search" aria-label={t`Buscar alumno`} noValidate>
      <Stack direction={{ base: 'column', md: 'row' }} align={{ md: 'start' }} gap="3">
        <Field.Root w={{ md: '48' }}>
          <Field.Label>
            <Trans>Buscar por</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={mode} onChange={(e) => setMode(e.currentTarget.value as SearchBy)}>
              <option value="account">{t`Número de cuenta`}</option>
              <option value="name">{t`Nombre`}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1" invalid={Boolean(error)}>
          <Field.Label>
            <Trans>Texto a buscar</Trans>
          </Field.Label>
          <Input
            value={text}
            maxLength={100}
            inputMode={mode === 'account' ? 'numeric' : 'text'}
            autoComplete="off"
            onChange={(e) => {
              setText(e.currentTarget.value)
              setProblem(null)
            }}
          />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {mode === 'account' ? <Trans>Todo o parte del número, p. ej. 010245871.</Trans> : <Trans>Nombre o apellidos, con o sin acentos como estén registrados.</Trans>}
            </Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" colorPalette="brand" mt={{ md: '6' }}>
          <Trans>Buscar</Trans>
        </Button>
      </Stack>
    </form>
  )
}
