import { Box, chakra, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { AverageHistory } from '@/contract/academic'
import { EmptyData } from '@/shared/ui/empty-data'
import { QueryView } from '@/shared/ui/query-view'
import { SectionCard } from '@/shared/ui/section-card'
import { formatGrade } from '@/shared/i18n/format'
import { averageBarPercent, compareCycles } from '../logic'

const Th = chakra('th', { base: { py: '2', px: '2', textAlign: 'start', fontWeight: 'normal', borderBottomWidth: '1px', whiteSpace: 'nowrap' } })
const Td = chakra('td', { base: { py: '2', px: '2', borderBottomWidth: '1px', w: 'full' } })

/**
 * A bar chart that is also a table: each row says the cycle and its average in words, and
 * the bar only draws the same number.
 */
function HistoryChart({ history }: { history: AverageHistory }) {
  const { t, i18n } = useLingui()
  const rows = [...history].sort((a, b) => compareCycles(a.cycle, b.cycle))
  return (
    <chakra.table w="full" fontSize="sm" borderCollapse="collapse" aria-label={t`Promedio por ciclo`}>
      <thead>
        <tr>
          <Th scope="col" color="fg.muted" fontWeight="semibold">
            <Trans>Ciclo</Trans>
          </Th>
          <chakra.th scope="col" py="2" px="2" textAlign="start" color="fg.muted" fontWeight="semibold" borderBottomWidth="1px">
            <Trans>Promedio</Trans>
          </chakra.th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ cycle, average }) => (
          <tr key={cycle}>
            <Th scope="row" fontFamily="mono">
              {cycle}
            </Th>
            <Td>
              <HStack gap="3">
                <Box flex="1" h="3" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden="true" minW="20">
                  {average !== null && <Box h="full" w={`${averageBarPercent(average)}%`} bg="brand.solid" borderRadius="full" />}
                </Box>
                <Text as="span" m="0" minW="16" textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {average === null ? <Trans>Sin promedio</Trans> : formatGrade(average, i18n.locale)}
                </Text>
              </HStack>
            </Td>
          </tr>
        ))}
      </tbody>
    </chakra.table>
  )
}

export function HistorySection({ query }: { query: UseQueryResult<AverageHistory> }) {
  return (
    <SectionCard title={<Trans>Historial de promedios</Trans>}>
      <QueryView
        query={query}
        notDownloaded={<Trans>Sin conexión. Tu historial de promedios aún no se ha descargado en este dispositivo.</Trans>}
        failed={<Trans>No se pudo cargar tu historial de promedios.</Trans>}
      >
        {(history) =>
          history.length === 0 ? <EmptyData imageSize={64} text={<Trans>Aún no tienes promedios de ciclos anteriores.</Trans>} /> : <HistoryChart history={history} />
        }
      </QueryView>
    </SectionCard>
  )
}
