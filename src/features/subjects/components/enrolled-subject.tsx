import { Card, DataList, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Subject } from '@/contract/academic'
import { formatCount } from '@/shared/i18n/format'
import { ServerText } from '@/shared/ui/server-text'
import { AbsenceReport } from './absence-report'
import { GradesTable } from './grades-table'
import { SubjectStatusBadge } from './status-badge'

/** One subject of the current cycle: who, where, how it goes and how many absences are left. */
export function EnrolledSubject({ subject }: { subject: Subject }) {
  const { i18n } = useLingui()
  const titleId = useId()
  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm">
      <Card.Header>
        <Flex gap="3" justify="space-between" align="start" wrap="wrap">
          <Stack gap="0.5">
            <Text m="0" fontSize="sm" color="fg.muted" fontFamily="mono">
              {subject.code}
            </Text>
            <Heading as="h2" size="md" id={titleId} m="0">
              <ServerText>{subject.name}</ServerText>
            </Heading>
          </Stack>
          <SubjectStatusBadge status={subject.status} />
        </Flex>
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Grupo</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{subject.group ?? '—'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Profesor</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{subject.teacher === null ? <Trans>Sin asignar</Trans> : <ServerText>{subject.teacher}</ServerText>}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Créditos</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{formatCount(subject.credits, i18n.locale)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <GradesTable subjectName={subject.name} grades={subject.grades} finalGrade={subject.finalGrade} />
          {subject.attendance ? (
            <AbsenceReport subjectName={subject.name} attendance={subject.attendance} />
          ) : (
            <Text m="0" fontSize="sm" color="fg.muted">
              <Trans>Aún no hay registro de faltas.</Trans>
            </Text>
          )}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  )
}
