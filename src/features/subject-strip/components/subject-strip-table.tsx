import { Box, chakra, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { SubjectStrip } from '@/contract/academic'
import { formatNumber } from '@/shared/i18n/format'
import { EmptyData } from '@/shared/ui/empty-data'
import { ServerText } from '@/shared/ui/server-text'
import { TermName } from '@/shared/ui/term-name'
import { capitalize, sortedSessions, timeRange, totalCredits, weekdayName, type StripSubject } from '../logic'

/** The cycle's subjects as a table: one row per subject, its name heading the row. */
export function SubjectStripTable({ strip }: { strip: SubjectStrip }) {
  const count = strip.subjects.length
  const credits = totalCredits(strip.subjects)
  const captionId = useId()

  if (count === 0) return <EmptyData text={<Trans>No tienes materias inscritas en el ciclo <TermName code={strip.cycle} name={strip.cycleName} />.</Trans>} />
  return (
    <Stack gap="3">
      <Text m="0" color="fg.muted">
        <Plural value={count} one="# materia" other="# materias" /> ·{' '}
        <Plural value={credits} one="# crédito" other="# créditos" />
      </Text>
      {/* Wider than a phone: the region scrolls sideways, and takes the focus so the keyboard can scroll it too. */}
      <Box role="region" aria-labelledby={captionId} tabIndex={0} overflowX="auto" borderWidth="1px" borderRadius="l2" focusVisibleRing="outside">
        <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
          <chakra.caption id={captionId} captionSide="top" textAlign="start" fontWeight="semibold" fontSize="md" py="3" px="3">
            <Trans>
              Materias del ciclo <TermName code={strip.cycle} name={strip.cycleName} />
            </Trans>
          </chakra.caption>
          <thead>
            <tr>
              <HeaderCell>
                <Trans>Clave</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Materia</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Grupo</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Profesor</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Aula</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Horario</Trans>
              </HeaderCell>
              <HeaderCell textAlign="end">
                <Trans>Créditos</Trans>
              </HeaderCell>
            </tr>
          </thead>
          <tbody>
            {strip.subjects.map((subject) => (
              <SubjectRow key={`${subject.code}-${subject.group}`} subject={subject} />
            ))}
          </tbody>
        </chakra.table>
      </Box>
    </Stack>
  )
}

function SubjectRow({ subject }: { subject: StripSubject }) {
  const { t, i18n } = useLingui()
  const sessions = sortedSessions(subject.sessions)
  return (
    <chakra.tr borderTopWidth="1px" _even={{ bg: 'bg.muted' }}>
      <Cell whiteSpace="nowrap">{subject.code}</Cell>
      <Cell as="th" scope="row" fontWeight="medium" textAlign="start">
        <ServerText>{subject.name}</ServerText>
      </Cell>
      <Cell>{subject.group}</Cell>
      <Cell>
        <ServerText>{subject.teacher}</ServerText>
      </Cell>
      <Cell>
        <ServerText>{subject.classroom}</ServerText>
      </Cell>
      <Cell>
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
      </Cell>
      <Cell textAlign="end">{formatNumber(subject.credits, i18n.locale)}</Cell>
    </chakra.tr>
  )
}

const HeaderCell = chakra('th', { base: { px: '3', py: '2', textAlign: 'start', fontWeight: 'semibold', color: 'fg.muted', whiteSpace: 'nowrap', borderBottomWidth: '1px' } }, { defaultProps: { scope: 'col' } })
const Cell = chakra('td', { base: { px: '3', py: '2', verticalAlign: 'top' } })
