import { Stack } from '@chakra-ui/react'
import { useEffect, type ReactNode } from 'react'
import { Modal } from '@/shared/ui/modal'

/** While the codes are shown big, the screen should not dim in front of the scanner. */
function useScreenAwake(active: boolean) {
  useEffect(() => {
    if (!active) return
    // Not every browser has it (older Safari, Firefox before 126).
    if (!('wakeLock' in navigator)) return
    const wakeLock = navigator.wakeLock
    let sentinel: WakeLockSentinel | undefined
    let live = true
    wakeLock.request('screen').then(
      (lock) => {
        if (live) sentinel = lock
        else void lock.release().catch(() => undefined)
      },
      // Refused (battery saver, hidden tab): the codes still work, the screen may just dim.
      () => undefined,
    )
    return () => {
      live = false
      void sentinel?.release().catch(() => undefined)
    }
  }, [active])
}

export interface EnlargedCodesProps {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
}

/** The codes filling the screen, for a scanner held at arm's length. */
export function EnlargedCodes({ open, title, onClose, children }: EnlargedCodesProps) {
  useScreenAwake(open)
  return (
    <Modal
      open={open}
      size="full"
      title={title}
      onClose={onClose}
    >
      <Stack align="center" justify="center" gap="6" bg="white" color="black" minH="full" py="4">
        {children}
      </Stack>
    </Modal>
  )
}
