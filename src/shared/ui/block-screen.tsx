import { Dialog, Portal, Progress, Spinner, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'

export type BlockScreenMode = 'progress' | 'spinner'

/** Fields of the block-screen state of spec §3. */
export interface BlockScreenProps {
  isBlocked: boolean
  totalServices: number
  currentFetchedServices: number
  mode?: BlockScreenMode
  /** Defaults to "Cargando información". */
  title?: string
  subTitle?: string
  /** Name of the progress bar; defaults to "Servicios cargados". */
  progressLabel?: string
  /** Where the focus goes when the screen closes, when what had it before may be gone by then. */
  finalFocusEl?: () => HTMLElement | null
}

/**
 * Full-screen overlay that blocks the portal while it fetches several services.
 * Built on a modal dialog so focus stays inside and the page below is hidden from screen readers;
 * it has no buttons, so it only goes away when `isBlocked` turns false.
 */
export function BlockScreen({
  isBlocked,
  totalServices,
  currentFetchedServices,
  mode = 'progress',
  title,
  subTitle,
  progressLabel,
  finalFocusEl,
}: BlockScreenProps) {
  const { t } = useLingui()
  const total = Math.max(0, totalServices)
  const current = Math.min(Math.max(0, currentFetchedServices), total)
  const progressText = t`${current} de ${total}`

  return (
    <Dialog.Root
      open={isBlocked}
      closeOnEscape={false}
      closeOnInteractOutside={false}
      finalFocusEl={finalFocusEl}
      size="full"
      motionPreset="none"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy="true" justifyContent="center" alignItems="center" bg="bg/95">
            <Stack align="center" gap="5" width="full" maxW="md" px="6" textAlign="center">
              <Dialog.Title fontSize="xl">{title ?? t`Cargando información`}</Dialog.Title>
              {subTitle ? <Dialog.Description color="fg.muted">{subTitle}</Dialog.Description> : null}
              {mode === 'progress' && total > 0 ? (
                <Progress.Root value={current} max={total} width="full" colorPalette="brand" size="lg">
                  <Progress.Track aria-label={progressLabel ?? t`Servicios cargados`} aria-valuetext={progressText}>
                    <Progress.Range />
                  </Progress.Track>
                  <Text mt="2" fontSize="sm" color="fg.muted" aria-hidden="true">
                    {progressText}
                  </Text>
                </Progress.Root>
              ) : (
                <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-hidden="true" />
              )}
            </Stack>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
