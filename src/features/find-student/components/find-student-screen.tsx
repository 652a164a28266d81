import { Heading, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { FindStudentSearch, SearchBy } from '../search'
import { SearchForm } from './search-form'
import { SearchResults } from './search-results'
import { SelectedStudent } from './selected-student'

export interface FindStudentScreenProps {
  search: FindStudentSearch
  /** `replace`: a step of typing, not one to go back to. */
  onSearch: (next: FindStudentSearch, replace: boolean) => void
}

/** Spec "Find student" (menu /find-student, Administrativo): look a student up, then choose them. */
export function FindStudentScreen({ search, onSearch }: FindStudentScreenProps) {
  const by = search.by ?? 'account'
  const q = search.q ?? ''
  const page = search.page ?? 1
  return (
    <Stack gap="6" maxW="5xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl" m="0">
          <Trans>Buscar alumno</Trans>
        </Heading>
        <Text m="0" color="fg.muted">
          <Trans>Busca por número de cuenta o por nombre y elige al alumno para consultar su información.</Trans>
        </Text>
      </Stack>
      <SelectedStudent />
      <SearchForm by={by} q={q} onSearch={(nextBy: SearchBy, value: string, typing: boolean) => onSearch({ by: nextBy, q: value, page: 1 }, typing)} />
      {q ? <SearchResults by={by} q={q} page={page} onPage={(next) => onSearch({ by, q, page: next }, false)} /> : null}
    </Stack>
  )
}
