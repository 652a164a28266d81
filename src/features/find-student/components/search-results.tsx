import { Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { sessionQueries } from '@/shared/session/queries'
import { EmptyData } from '@/shared/ui/empty-data'
import { QueryView } from '@/shared/ui/query-view'
import { pageRange } from '../logic'
import type { SearchBy } from '../search'
import { Pager } from './pager'
import { ResultsTable } from './results-table'

export interface SearchResultsProps {
  by: SearchBy
  q: string
  /** 1-based. */
  page: number
  onPage: (page: number) => void
}

/** One page of `/student/generalstudent`; the last page stays on screen while the next one loads. */
export function SearchResults({ by, q, page, onPage }: SearchResultsProps) {
  const { t } = useLingui()
  const query = useQuery({ ...sessionQueries.searchStudents(q, by === 'account', page - 1), placeholderData: keepPreviousData })
  return (
    <QueryView
      query={query}
      notDownloaded={<Trans>Sin conexión: buscar alumnos necesita internet.</Trans>}
      failed={<Trans>No se pudo hacer la búsqueda.</Trans>}
    >
      {(result) => {
        const total = result.totalElements
        if (total === 0) return <EmptyData text={t`No encontramos alumnos con “${q}”.`} />
        const { from, to } = pageRange(page, total)
        return (
          <Stack gap="3" aria-busy={query.isPlaceholderData}>
            <Text m="0" role="status">
              <Plural value={total} one="# alumno encontrado" other="# alumnos encontrados" />
              {result.content.length > 0 ? (
                <>
                  {' · '}
                  <Trans>
                    mostrando {from} a {to}
                  </Trans>
                </>
              ) : null}
            </Text>
            {result.content.length > 0 ? <ResultsTable students={result.content} /> : <EmptyData text={t`Esta página ya no tiene resultados.`} />}
            <Pager page={page} total={total} onPage={onPage} />
          </Stack>
        )
      }}
    </QueryView>
  )
}
