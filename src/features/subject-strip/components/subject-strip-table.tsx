import { Box, Stack, Table, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { SubjectStrip } from '@/contract/academic'
import { formatNumber } from '@/shared/i18n/format'
import { EmptyData } from '@/shared/ui/empty-data'
import { capitalize, sortedSessions, timeRange, totalCredits, weekdayName, type StripSubject } from '../logic'

/** The cycle's subjects as a table: one row per subject, its name heading the row. */
export function SubjectStripTable({ strip }: { strip: SubjectStrip }) {
  const { cycleName } = strip
  const count = strip.subjects.length
  const credits = totalCredits(strip.subjects)

  if (count === 0) return <EmptyData text={<Trans>No tienes materias inscritas en el ciclo {cycleName}.</Trans>} />
  return (
    <Stack gap="3">
      <Text m="0" color="fg.muted">
        <Plural value={count} one="# materia" other="# materias" /> ·{' '}
        <Plural value={credits} one="# crédito" other="# créditos" />
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" striped>
          <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" fontSize="md" py="3" px="3" m="0">
            <Trans>Materias del ciclo {cycleName}</Trans>
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">
                <Trans>Clave</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                <Trans>Materia</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                <Trans>Grupo</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                <Trans>Profesor</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                <Trans>Aula</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                <Trans>Horario</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                <Trans>Créditos</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {strip.subjects.map((subject) => (
              <SubjectRow key={`${subject.code}-${subject.group}`} subject={subject} />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  )
}

function SubjectRow({ subject }: { subject: StripSubject }) {
  const { t, i18n } = useLingui()
  const sessions = sortedSessions(subject.sessions)
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{subject.code}</Table.Cell>
      <Table.Cell as="th" scope="row" fontWeight="medium" textAlign="start">
        {subject.name}
      </Table.Cell>
      <Table.Cell>{subject.group}</Table.Cell>
      <Table.Cell>{subject.teacher}</Table.Cell>
      <Table.Cell>{subject.classroom}</Table.Cell>
      <Table.Cell>
        {sessions.length === 0 ? (
          <Text as="span" color="fg.muted">
            <Trans>Sin sesiones</Trans>
          </Text>
        ) : (
          <Box as="ul" listStyleType="none" m="0" p="0">
            {sessions.map((session) => {
              const day = capitalize(weekdayName(session.weekday, i18n.locale), i18n.locale)
              const hours = timeRange(session.start, session.end, i18n.locale)
              return (
                <Box as="li" key={`${session.weekday}-${session.start}`} whiteSpace="nowrap">
                  {t`${day}, ${hours}`}
                </Box>
              )
            })}
          </Box>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end">{formatNumber(subject.credits, i18n.locale)}</Table.Cell>
    </Table.Row>
  )
}
