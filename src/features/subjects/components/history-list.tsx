import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { Subject } from '@/contract/academic'
import type { SelectedStudent } from '@/contract/user'
import { EmptyData } from '@/shared/ui/empty-data'
import { ServerText } from '@/shared/ui/server-text'
import { SkeletonList } from '@/shared/ui/skeleton-list'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { formatCount } from '@/shared/i18n/format'
import { groupByCycle, type CycleGroup } from '../logic'
import { subjectQueries } from '../queries'
import { Grade } from './grade'
import { SubjectStatusBadge } from './status-badge'

const Th = chakra('th', { base: { py: '2', px: '3', textAlign: 'start', fontWeight: 'semibold', color: 'fg.muted', borderBottomWidth: '1px', whiteSpace: 'nowrap' } })
const Td = chakra('td', { base: { py: '2', px: '3', borderBottomWidth: '1px', verticalAlign: 'middle' } })

function CycleTable({ group }: { group: CycleGroup<Subject> }) {
  const { i18n } = useLingui()
  const titleId = useId()
  const cycle = group.cycle
  return (
    <Stack gap="2">
      <Heading as="h2" size="md" id={titleId} m="0">
        <Trans>Ciclo {cycle}</Trans>
      </Heading>
      {/* Focusable so a keyboard can scroll the table sideways on a narrow screen. */}
      <Box role="region" aria-labelledby={titleId} tabIndex={0} overflowX="auto" bg="bg" borderWidth="1px" borderRadius="l3">
        <chakra.table w="full" fontSize="sm" borderCollapse="collapse" aria-labelledby={titleId}>
          <thead>
            <tr>
              <Th scope="col">
                <Trans>Clave</Trans>
              </Th>
              <Th scope="col">
                <Trans>Materia</Trans>
              </Th>
              <Th scope="col" textAlign="end">
                <Trans>Créditos</Trans>
              </Th>
              <Th scope="col" textAlign="end">
                <Trans>Calificación final</Trans>
              </Th>
              <Th scope="col">
                <Trans>Estado</Trans>
              </Th>
            </tr>
          </thead>
          <tbody>
            {group.subjects.map((subject) => (
              <chakra.tr key={`${subject.code}-${subject.group ?? ''}`} _last={{ '& td, & th': { borderBottomWidth: 0 } }}>
                <Td fontFamily="mono" whiteSpace="nowrap">
                  {subject.code}
                </Td>
                <Td as="th" scope="row" textAlign="start" fontWeight="medium">
                  <ServerText>{subject.name}</ServerText>
                </Td>
                <Td textAlign="end">{formatCount(subject.credits, i18n.locale)}</Td>
                <Td textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  <Grade value={subject.finalGrade} />
                </Td>
                <Td>
                  <SubjectStatusBadge status={subject.status} />
                </Td>
              </chakra.tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
    </Stack>
  )
}

/** "Historial": every subject taken, by cycle, newest first. */
export function HistoryList({ student }: { student: SelectedStudent }) {
  const query = useQuery(subjectQueries.list(student, 'history'))
  return (
    <SnapshotView
      query={query}
      loading={<SkeletonList rows={4} />}
      notDownloaded={<Trans>Sin conexión. Tu historial aún no se ha descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudo cargar tu historial.</Trans>}
    >
      {(subjects) =>
        subjects.length === 0 ? (
          <EmptyData text={<Trans>Aún no tienes materias en tu historial.</Trans>} />
        ) : (
          <Stack gap="6">
            <Text m="0" color="fg.muted">
              <Trans>Tus materias cursadas por ciclo, del más reciente al más antiguo.</Trans>
            </Text>
            {groupByCycle(subjects).map((group) => (
              <CycleTable key={group.cycle} group={group} />
            ))}
          </Stack>
        )
      }
    </SnapshotView>
  )
}
