import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { SelectedStudent } from '@/contract/user'
import { useLive } from '@/shared/db/use-live'
import { userDb, type SnapshotRow } from '@/shared/db/user-db'
import { formatRelative } from '@/shared/i18n/relative-time'
import { useOnline } from '@/shared/offline/use-online'
import type { BlockScreen as BlockScreenComponent } from '@/shared/ui/block-screen'
import { SectionCard } from '@/shared/ui/section-card'
import { SkeletonList } from '@/shared/ui/skeleton-list'
import { StrokeIcon } from '@/shared/ui/svg-icon'
import { useNow } from '@/shared/ui/use-now'
import { downloadMissing } from './download'
import { READINESS_KINDS, readinessOf, type ItemReadiness, type ReadinessItem } from './readiness'

const ITEM_NAMES = {
  credential: msg`Credencial`,
  schedule: msg`Horario de esta semana`,
  subjects: msg`Materias`,
  'report-cards': msg`Boletas`,
} satisfies Record<ReadinessItem, unknown>

/** `undefined` until the device has been read: nothing is called missing before that. */
const useSnapshotRows = () => useLive<SnapshotRow[] | undefined>(() => userDb().snapshots.where('kind').anyOf(READINESS_KINDS).toArray(), undefined, [])

function SavedIcon({ saved }: { saved: boolean }) {
  return saved ? (
    <StrokeIcon size={20}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </StrokeIcon>
  ) : (
    <StrokeIcon size={20}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v6M12 16.5h.01" />
    </StrokeIcon>
  )
}

function ReadinessRow({ entry, now }: { entry: ItemReadiness; now: Date }) {
  const { i18n } = useLingui()
  const name = i18n._(ITEM_NAMES[entry.item])
  const saved = entry.savedAt !== null
  const age = saved ? formatRelative(entry.savedAt!, now.getTime(), i18n.locale) : ''
  const count = entry.total !== undefined ? `${entry.saved ?? 0}/${entry.total}` : undefined
  return (
    <List.Item display="flex" gap="3" alignItems="center">
      <Box color={saved ? 'fg.success' : 'fg.warning'} flexShrink={0}>
        <SavedIcon saved={saved} />
      </Box>
      <Stack gap="0">
        <Text m="0" fontWeight="medium">
          {name}
        </Text>
        <Text m="0" textStyle="sm" color="fg.muted">
          {saved ? (
            <Trans>Guardado en este dispositivo · actualizado {age}</Trans>
          ) : count ? (
            <Trans>Falta guardar ({count} guardadas)</Trans>
          ) : (
            <Trans>Aún no está guardado en este dispositivo</Trans>
          )}
        </Text>
      </Stack>
    </List.Item>
  )
}

/**
 * Home card: what the student can open with no signal, how old it is, and one tap to save
 * what is missing while there is signal.
 */
export function OfflineReadinessCard({ student }: { student: SelectedStudent }) {
  const rows = useSnapshotRows()
  return (
    <SectionCard title={<Trans>Disponible sin conexión</Trans>}>
      <Text m="0" color="fg.muted">
        <Trans>Lo que puedes abrir aunque no tengas señal.</Trans>
      </Text>
      {rows ? <ReadinessDetails rows={rows} student={student} /> : <SkeletonList rows={4} />}
    </SectionCard>
  )
}

/** Each item with its age, and the download of what is missing, once the device has been read. */
function ReadinessDetails({ rows, student }: { rows: readonly SnapshotRow[]; student: SelectedStudent }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const now = useNow()
  const readiness = readinessOf(rows, student, now)
  const missing = readiness.filter((entry) => entry.savedAt === null)
  const [running, setRunning] = useState(false)
  // The block screen (a modal dialog) is loaded by the first download, not by every home.
  const [BlockScreen, setBlockScreen] = useState<typeof BlockScreenComponent | null>(null)
  // Kept after the end, so the closing screen still shows the last count.
  const [progress, setProgress] = useState<{ done: number; total: number; current: ReadinessItem | null }>({ done: 0, total: 0, current: null })
  const [failed, setFailed] = useState<ReadinessItem[]>([])
  const buttonRef = useRef<HTMLButtonElement | null>(null)
  const outcomeRef = useRef<HTMLDivElement | null>(null)

  // The portal stays blocked only while the download runs: whatever happens, it opens again at the end.
  const download = async () => {
    const items = missing
    setFailed([])
    setProgress({ done: 0, total: items.length, current: null })
    setRunning(true)
    try {
      const { BlockScreen: loaded } = await import('@/shared/ui/block-screen')
      setBlockScreen(() => loaded)
      const result = await downloadMissing(items, student, (done, total, current) => setProgress({ done, total, current }))
      setFailed(result.failed)
    } catch {
      setFailed(items.map((entry) => entry.item))
    } finally {
      setRunning(false)
    }
  }

  return (
    <>
      <List.Root listStyleType="none" gap="3" m="0" p="0">
        {readiness.map((entry) => (
          <ReadinessRow key={entry.item} entry={entry} now={now} />
        ))}
      </List.Root>
      <Stack ref={outcomeRef} tabIndex={-1} gap="3" outline="none">
        {failed.length > 0 ? (
          <Text m="0" role="alert" color="fg.error">
            <Trans>No se pudo descargar: {failed.map((item) => i18n._(ITEM_NAMES[item])).join(', ')}.</Trans>
          </Text>
        ) : null}
        {missing.length > 0 ? (
          <HStack gap="3" flexWrap="wrap">
            <Button
              ref={buttonRef}
              colorPalette="brand"
              onClick={() => void download()}
              disabled={!online || running}
              loading={running}
            >
              <Trans>Descargar lo que falta</Trans>
            </Button>
            {!online ? (
              <Text m="0" textStyle="sm" color="fg.muted">
                <Trans>Sin conexión: podrás descargarlo cuando vuelva la señal.</Trans>
              </Text>
            ) : null}
          </HStack>
        ) : (
          <Text m="0" textStyle="sm" color="fg.success">
            <Trans>Todo listo para usarse sin conexión.</Trans>
          </Text>
        )}
      </Stack>
      {BlockScreen ? (
        <BlockScreen
          isBlocked={running}
          totalServices={progress.total}
          currentFetchedServices={progress.done}
          title={t`Guardando para usar sin conexión`}
          subTitle={progress.current ? `${i18n._(ITEM_NAMES[progress.current])}…` : undefined}
          progressLabel={t`Avance de la descarga`}
          // The button is gone once nothing is missing: the focus then goes to what the download left.
          finalFocusEl={() => (buttonRef.current?.isConnected ? buttonRef.current : outcomeRef.current)}
        />
      ) : null}
    </>
  )
}
