import { DataList, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { JSX } from 'react'
import type { AcademicAdvance } from '@/contract/academic'
import { formatNumber } from '@/shared/i18n/format'
import { EmptyData } from '@/shared/ui/empty-data'
import { QueryView } from '@/shared/ui/query-view'
import { SectionCard } from '@/shared/ui/section-card'
import { type IconProps } from '@/shared/ui/svg-icon'
import { BookIcon, CheckIcon, FailedIcon, ListIcon, LockIcon } from './icons'
import { ProgressRing } from './progress-ring'

function CountItem({ label, value, Icon, color }: { label: string; value: number; Icon: (props: IconProps) => JSX.Element; color: string }) {
  const { i18n } = useLingui()
  return (
    <DataList.Item>
      <DataList.ItemLabel>
        <HStack as="span" gap="1.5">
          <Text as="span" color={color} display="inline-flex">
            <Icon size={16} />
          </Text>
          {label}
        </HStack>
      </DataList.ItemLabel>
      <DataList.ItemValue fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {formatNumber(value, i18n.locale)}
      </DataList.ItemValue>
    </DataList.Item>
  )
}

function AdvanceDetails({ advance }: { advance: AcademicAdvance }) {
  const { t, i18n } = useLingui()
  const earned = formatNumber(advance.earnedCredits, i18n.locale)
  const total = formatNumber(advance.totalCredits, i18n.locale)
  return (
    <Flex gap="6" align="center" wrap="wrap">
      <Stack align="center" gap="2">
        <ProgressRing percentage={advance.percentage} label={t`Avance de tu carrera`} />
        <Text m="0" fontWeight="medium" textAlign="center">
          <Trans>
            {earned} de {total} créditos
          </Trans>
        </Text>
      </Stack>
      <DataList.Root orientation="horizontal" size="sm" flex="1" minW="56" aria-label={t`Materias por estado`}>
        <CountItem label={t`Aprobadas`} value={advance.approvedSubjects} Icon={CheckIcon} color="green.fg" />
        <CountItem label={t`Cursando`} value={advance.studyingSubjects} Icon={BookIcon} color="blue.fg" />
        <CountItem label={t`Reprobadas`} value={advance.failedSubjects} Icon={FailedIcon} color="red.fg" />
        <CountItem label={t`Por cursar`} value={advance.pendingSubjects} Icon={LockIcon} color="fg.muted" />
        <CountItem label={t`Total de materias`} value={advance.totalSubjects} Icon={ListIcon} color="fg.muted" />
      </DataList.Root>
    </Flex>
  )
}

export function AdvanceSection({ query }: { query: UseQueryResult<AcademicAdvance | null> }) {
  return (
    <SectionCard title={<Trans>Tu avance</Trans>}>
      <QueryView
        query={query}
        notDownloaded={<Trans>Sin conexión. Tu avance aún no se ha descargado en este dispositivo.</Trans>}
        failed={<Trans>No se pudo cargar tu avance.</Trans>}
      >
        {(advance) =>
          advance ? <AdvanceDetails advance={advance} /> : <EmptyData imageSize={64} text={<Trans>Aún no hay avance registrado en esta carrera.</Trans>} />
        }
      </QueryView>
    </SectionCard>
  )
}
