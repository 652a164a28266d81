import { Badge, Card, Heading, Link as ChakraLink, SimpleGrid, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Library } from '@/contract/digital-resources'
import type { SelectedStudent } from '@/contract/user'
import { StudentScreen } from '@/shared/session/student-screen'
import { ServerText } from '@/shared/ui/server-text'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { resourceQueries } from '../queries'

function LibraryCard({ library, available }: { library: Library; available: boolean }) {
  const { t } = useLingui()
  const scope = library.scope === 'general' ? t`Para toda la comunidad` : <ServerText>{library.scope === 'campus' ? library.campusName : library.programName}</ServerText>
  return (
    <Card.Root as="li" listStyleType="none" variant="outline">
      <Card.Body gap="2">
        <Heading as="h2" size="md" m="0">
          <ServerText>{library.name}</ServerText>
        </Heading>
        <Text m="0" fontSize="sm" color="fg.muted">{scope}</Text>
        <Text m="0">
          <ServerText>{library.description}</ServerText>
        </Text>
        <Text m="0" fontSize="sm">
          <Trans>{library.documents} documentos · {library.images} imágenes</Trans>
        </Text>
        {available ? (
          <ChakraLink asChild colorPalette="brand" alignSelf="start">
            <Link to="/digital-resources" search={{ library: library.id }}>
              <Trans>Ver recursos de <ServerText>{library.name}</ServerText></Trans>
            </Link>
          </ChakraLink>
        ) : (
          <Badge alignSelf="start" colorPalette="gray">
            <Trans>No disponible para tu campus o programa</Trans>
          </Badge>
        )}
      </Card.Body>
    </Card.Root>
  )
}

function Libraries({ student }: { student: SelectedStudent }) {
  const catalog = useQuery(resourceQueries.catalog())
  const mine = useQuery(resourceQueries.libraries(student.accountNumber))
  const available = new Set(mine.data?.data.map((library) => library.id) ?? [])
  return (
    <SnapshotView
      query={catalog}
      notDownloaded={<Trans>Sin conexión: las bibliotecas aún no se han descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudieron cargar las bibliotecas.</Trans>}
    >
      {(list) => (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" m="0" p="0">
          {list.map((library) => (
            <LibraryCard key={library.id} library={library} available={available.has(library.id)} />
          ))}
        </SimpleGrid>
      )}
    </SnapshotView>
  )
}

/**
 * Menu key libraries (UNITEC): the portal's libraries, general, by campus and by program, saying
 * which the selected student may use; each of those opens its documents in Recursos digitales.
 */
export function LibrariesScreen() {
  const { t } = useLingui()
  return (
    <StudentScreen title={<Trans>Bibliotecas</Trans>} width="5xl" needsStudent={t`Elige un alumno y su carrera para ver sus bibliotecas.`}>
      {(student) => <Libraries student={student} />}
    </StudentScreen>
  )
}
