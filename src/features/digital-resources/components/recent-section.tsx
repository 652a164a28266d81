import { Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLive } from '@/shared/db/use-live'
import { formatRelative } from '@/shared/i18n/relative-time'
import { savedResourceDates } from '@/shared/offline/saved-resources'
import { useOnline } from '@/shared/offline/use-online'
import { EmptyData } from '@/shared/ui/empty-data'
import { SectionCard } from '@/shared/ui/section-card'
import { ServerText } from '@/shared/ui/server-text'
import { useNow } from '@/shared/ui/use-now'
import { itemOfRecent, recentlyViewed, type RecentResource, type ResourceRef } from '../recent'
import { ResourceRow } from './resource-row'

interface RecentSectionProps {
  accountNumber: string
  busyId: number | null
  onOpen: (item: ResourceRef, libraryName: string) => void
}

/** "Vistos recientemente": kept on this device for this person, newest first; what is saved opens with no signal. */
export function RecentSection({ accountNumber, busyId, onOpen }: RecentSectionProps) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const now = useNow()
  const recent = useLive(() => recentlyViewed(accountNumber), [] as RecentResource[], [accountNumber])
  const saved = useLive(savedResourceDates, new Map<number, number>(), [])

  const noteOf = (row: RecentResource) => {
    const savedAt = saved.get(row.resourceId)
    if (savedAt === undefined) {
      return <Text m="0" fontSize="sm" color="fg.muted">{t`No guardado en este dispositivo: necesita conexión`}</Text>
    }
    const age = formatRelative(savedAt, now.getTime(), i18n.locale)
    return <Text m="0" fontSize="sm" color="green.fg">{t`Disponible sin conexión · guardado ${age}`}</Text>
  }

  return (
    <SectionCard title={<Trans>Vistos recientemente</Trans>}>
      {recent.length === 0 ? (
        <EmptyData text={t`Aún no has abierto ningún recurso en este dispositivo.`} imageSize={96} />
      ) : (
        <Stack as="ul" gap="0" m="0" p="0" aria-label={t`Vistos recientemente`}>
          {recent.map((row) => (
            <ResourceRow
              key={row.key}
              title={row.title}
              details={<ServerText>{`${row.author} · ${row.libraryName}`}</ServerText>}
              note={noteOf(row)}
              busy={busyId === row.resourceId}
              disabled={!online && !saved.has(row.resourceId)}
              onOpen={() => onOpen(itemOfRecent(row), row.libraryName)}
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  )
}
