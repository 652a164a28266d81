import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { CyclesOffered } from '@/contract/academic'
import type { SelectedStudent } from '@/contract/user'
import { planCycleName } from '@/shared/i18n/term-name'
import { EmptyData } from '@/shared/ui/empty-data'
import { ServerText } from '@/shared/ui/server-text'
import { SkeletonList } from '@/shared/ui/skeleton-list'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { formatGrade } from '@/shared/i18n/format'
import { subjectQueries } from '../queries'
import { subjectStatus } from '../status'
import { SubjectStatusBadge } from './status-badge'

type PlanCycle = CyclesOffered['cycles'][number]

function PlanSubjectRow({ subject }: { subject: PlanCycle['subjects'][number] }) {
  const { i18n } = useLingui()
  const { locked, palette } = subjectStatus(subject.status)
  const finalGrade = subject.finalGrade === null ? null : formatGrade(subject.finalGrade, i18n.locale)
  return (
    <Flex
      as="li"
      listStyleType="none"
      gap="3"
      px="4"
      py="3"
      align="center"
      wrap="wrap"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      // Locked subjects look set aside: muted background and a dashed edge, besides the badge's lock and words.
      bg={locked ? 'bg.muted' : undefined}
      borderStartWidth="4px"
      borderStartStyle={locked ? 'dashed' : 'solid'}
      borderStartColor={locked ? 'border.emphasized' : `${palette}.solid`}
      data-locked={locked || undefined}
    >
      <Stack gap="0" flex="1" minW="40">
        <Text m="0" fontWeight="medium" color={locked ? 'fg.muted' : 'fg'}>
          <ServerText>{subject.name}</ServerText>
        </Text>
        <Text m="0" fontSize="xs" color="fg.muted">
          <span>{subject.code}</span> · <Plural value={subject.credits} one="# crédito" other="# créditos" />
          {finalGrade !== null && (
            <>
              {' · '}
              <Trans>Calificación final: {finalGrade}</Trans>
            </>
          )}
        </Text>
      </Stack>
      <SubjectStatusBadge status={subject.status} />
    </Flex>
  )
}

function PlanCycleSection({ cycle }: { cycle: PlanCycle }) {
  const { i18n } = useLingui()
  const titleId = useId()
  const approved = cycle.subjects.filter((s) => subjectStatus(s.status).state === 'approved').length
  const total = cycle.subjects.length
  return (
    <Stack as="section" aria-labelledby={titleId} gap="2">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id={titleId} m="0">
          {planCycleName(cycle, i18n)}
        </Heading>
        <Text m="0" fontSize="sm" color="fg.muted">
          <Trans>
            {approved} de {total} aprobadas
          </Trans>
        </Text>
      </HStack>
      <Stack as="ul" m="0" p="0" gap="0" bg="bg" borderWidth="1px" borderRadius="l3" overflow="hidden">
        {cycle.subjects.map((subject) => (
          <PlanSubjectRow key={subject.code} subject={subject} />
        ))}
      </Stack>
    </Stack>
  )
}

/** "Mi plan": the curriculum by cycle and where the student stands in each subject. */
export function PlanList({ student }: { student: SelectedStudent }) {
  const query = useQuery(subjectQueries.plan(student))
  return (
    <SnapshotView
      query={query}
      loading={<SkeletonList rows={5} />}
      notDownloaded={<Trans>Sin conexión. Tu plan de estudios aún no se ha descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudo cargar tu plan de estudios.</Trans>}
    >
      {(plan) => {
        if (plan.cycles.length === 0) return <EmptyData text={<Trans>No hay un plan de estudios para mostrar.</Trans>} />
        const planCode = plan.planCode
        const cycles = [...plan.cycles].sort((a, b) => a.number - b.number)
        return (
          <Stack gap="6">
            <Text m="0" color="fg.muted">
              <Trans>Plan de estudios {planCode}. Las materias con candado aún no están disponibles para ti.</Trans>
            </Text>
            {cycles.map((cycle) => (
              <PlanCycleSection key={cycle.number} cycle={cycle} />
            ))}
          </Stack>
        )
      }}
    </SnapshotView>
  )
}
