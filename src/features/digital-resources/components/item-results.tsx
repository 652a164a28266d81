import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { DocumentSection, ResourceKind } from '@/contract/digital-resources'
import { formatDay, formatFileSize } from '@/shared/i18n/format'
import { EmptyData } from '@/shared/ui/empty-data'
import { QueryView } from '@/shared/ui/query-view'
import { ServerText } from '@/shared/ui/server-text'
import { PAGE_SIZE } from '../logic'
import { resourceQueries } from '../queries'
import type { ResourceRef } from '../recent'
import { ResourceRow } from './resource-row'

interface ItemResultsProps {
  accountNumber: string
  library: { id: string; name: string }
  kind: ResourceKind
  /** The section the results keep to; null for every section. */
  section: DocumentSection | null
  term: string
  page: number
  onPage: (page: number) => void
  busyId: number | null
  onOpen: (item: ResourceRef, libraryName: string) => void
}

/** One page of a library's documents or images for the search, with the pages around it. */
export function ItemResults({ accountNumber, library, kind, section, term, page, onPage, busyId, onOpen }: ItemResultsProps) {
  const { t, i18n } = useLingui()
  const query = useQuery(resourceQueries.items({ accountNumber, library: library.id, kind, section: section?.code ?? '', value: term, page, size: PAGE_SIZE }))
  return (
    <QueryView
      query={query}
      notDownloaded={<Trans>Sin conexión: la búsqueda en las bibliotecas necesita internet.</Trans>}
      failed={<Trans>No se pudieron cargar los recursos de la biblioteca.</Trans>}
    >
      {(result) => {
        if (result.content.length === 0 && section) {
          const name = <ServerText>{section.name}</ServerText>
          const text = term
            ? kind === 'document'
              ? <Trans>Ningún documento de la sección {name} coincide con «{term}».</Trans>
              : <Trans>Ninguna imagen de la sección {name} coincide con «{term}».</Trans>
            : kind === 'document'
              ? <Trans>Esta biblioteca no tiene documentos en la sección {name}.</Trans>
              : <Trans>Esta biblioteca no tiene imágenes en la sección {name}.</Trans>
          return <EmptyData text={text} imageSize={96} />
        }
        if (result.content.length === 0) {
          const text = term
            ? kind === 'document' ? t`Ningún documento coincide con «${term}».` : t`Ninguna imagen coincide con «${term}».`
            : kind === 'document' ? t`Esta biblioteca no tiene documentos.` : t`Esta biblioteca no tiene imágenes.`
          return <EmptyData text={text} imageSize={96} />
        }
        const total = result.totalElements
        const pages = result.totalPages
        const current = result.page + 1
        return (
          <Stack gap="3" opacity={query.isPlaceholderData ? 0.6 : 1} aria-busy={query.isPlaceholderData}>
            <Text m="0" role="status" fontSize="sm" color="fg.muted">
              {kind === 'document' ? <Plural value={total} one="# documento" other="# documentos" /> : <Plural value={total} one="# imagen" other="# imágenes" />}
            </Text>
            <Stack as="ul" gap="0" m="0" p="0" aria-label={kind === 'document' ? t`Documentos` : t`Imágenes`}>
              {result.content.map((item) => (
                <ResourceRow
                  key={item.id}
                  title={item.title}
                  details={
                    <>
                      <ServerText>{`${item.author} · ${item.section}`}</ServerText>
                      {` · ${formatDay(item.publishedOn, i18n.locale)} · ${formatFileSize(item.sizeBytes, i18n.locale)}`}
                    </>
                  }
                  busy={busyId === item.id}
                  onOpen={() => onOpen(item, library.name)}
                />
              ))}
            </Stack>
            {pages > 1 && (
              <HStack as="nav" aria-label={t`Páginas de resultados`} gap="3" justify="center">
                <Button size="sm" variant="outline" disabled={result.page === 0} onClick={() => onPage(result.page - 1)}>
                  <Trans>Anterior</Trans>
                </Button>
                <Text m="0" fontSize="sm" aria-live="polite">
                  <Trans>Página {current} de {pages}</Trans>
                </Text>
                <Button size="sm" variant="outline" disabled={current >= pages} onClick={() => onPage(result.page + 1)}>
                  <Trans>Siguiente</Trans>
                </Button>
              </HStack>
            )}
          </Stack>
        )
      }}
    </QueryView>
  )
}
