import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Library, ResourceKind } from '@/contract/digital-resources'
import { SEARCH_MIN_CHARS } from '@/shared/forms/use-autocomplete-search'
import { EmptyData } from '@/shared/ui/empty-data'
import { SectionCard } from '@/shared/ui/section-card'
import { SERVER_LANGUAGE, ServerText } from '@/shared/ui/server-text'
import { useDebouncedSearch } from '../logic'
import { resourceQueries } from '../queries'
import type { ResourceRef } from '../recent'
import { ItemResults } from './item-results'
import { KindTabs } from './kind-tabs'

interface LibraryBrowserProps {
  accountNumber: string
  libraries: readonly Library[]
  libraryId: string
  onLibrary: (id: string) => void
  busyId: number | null
  onOpen: (item: ResourceRef, libraryName: string) => void
}

/**
 * A library's documents and images, searched by title, author or subject (250 ms after typing
 * stops, over 3 characters), within one section or all of them.
 */
export function LibraryBrowser({ accountNumber, libraries, libraryId, onLibrary, busyId, onOpen }: LibraryBrowserProps) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [kind, setKind] = useState<ResourceKind>('document')
  const [sectionCode, setSectionCode] = useState('')
  const [page, setPage] = useState({ term: '', kind, libraryId, sectionCode, number: 0 })
  const search = useDebouncedSearch(text)
  const sections = useQuery(resourceQueries.sections()).data?.data ?? []
  const library = libraries.find((entry) => entry.id === libraryId)
  // A section no longer in the catalog is every section again.
  const section = sections.find((entry) => entry.code === sectionCode) ?? null
  // A new search, tab, section or library starts at the first page.
  const samePlace = page.term === search.term && page.kind === kind && page.libraryId === libraryId && page.sectionCode === (section?.code ?? '')
  const pageNumber = samePlace ? page.number : 0

  if (!library) return <EmptyData text={t`No tienes bibliotecas disponibles.`} />
  return (
    <SectionCard title={<Trans>Bibliotecas</Trans>}>
      <Stack gap="4">
        <Field.Root>
          <Field.Label><Trans>Biblioteca</Trans></Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={library.id} onChange={(event) => onLibrary(event.target.value)}>
              {libraries.map((entry) => (
                <option key={entry.id} value={entry.id} lang={SERVER_LANGUAGE}>
                  {entry.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            <ServerText>{library.description}</ServerText>
          </Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label><Trans>Buscar por título, autor o tema</Trans></Field.Label>
          <Input type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
          <Field.HelperText aria-live="polite">
            {search.tooShort ? t`Escribe más de ${SEARCH_MIN_CHARS} caracteres para buscar.` : search.pending ? t`Buscando…` : null}
          </Field.HelperText>
        </Field.Root>
        {sections.length > 0 && (
          <Field.Root>
            <Field.Label><Trans>Sección</Trans></Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={section?.code ?? ''} onChange={(event) => setSectionCode(event.target.value)}>
                <option value=""><Trans>Todas las secciones</Trans></option>
                {sections.map((entry) => (
                  <option key={entry.code} value={entry.code} lang={SERVER_LANGUAGE}>
                    {entry.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        <KindTabs
          label={t`Tipo de recurso`}
          labels={{ document: t`Documentos (${library.documents})`, image: t`Imágenes (${library.images})` }}
          kind={kind}
          onKind={setKind}
        >
          <ItemResults
            accountNumber={accountNumber}
            library={library}
            kind={kind}
            section={section}
            term={search.term}
            page={pageNumber}
            onPage={(number) => setPage({ term: search.term, kind, libraryId, sectionCode: section?.code ?? '', number })}
            busyId={busyId}
            onOpen={onOpen}
          />
        </KindTabs>
      </Stack>
    </SectionCard>
  )
}
