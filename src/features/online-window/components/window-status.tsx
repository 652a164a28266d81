import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ServiceWindow, WindowKind } from '@/contract/online-window'
import { formatDay } from '@/shared/i18n/format'
import { windowState } from '../logic'

export const WINDOW_LABELS: Record<WindowKind, MessageDescriptor> = {
  payments: msg`Pagos`,
  formalities: msg`Trámites`,
  reenrollment: msg`Reinscripción`,
}

/** A window's dates, whether it is open today and, when closed, why (in words, not colour alone). */
export function WindowStatus({ window, today }: { window: ServiceWindow | undefined; today: string }) {
  const { i18n } = useLingui()
  if (!window) {
    return (
      <Text m="0" color="fg.muted">
        <Trans>Esta ventanilla no está disponible en tu campus.</Trans>
      </Text>
    )
  }
  const state = windowState(window, today)
  const from = formatDay(window.opensOn, i18n.locale, { dateStyle: 'long' })
  const to = formatDay(window.closesOn, i18n.locale, { dateStyle: 'long' })
  return (
    <Stack gap="1">
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette={state.open ? 'green' : 'gray'} variant="subtle">
          {state.open ? <Trans>Abierta</Trans> : <Trans>Cerrada</Trans>}
        </Badge>
        <Text m="0" fontSize="sm">
          <Trans>
            Del {from} al {to}
          </Trans>
        </Text>
      </HStack>
      {state.open ? null : (
        <Text m="0" fontSize="sm" color="fg.muted">
          {state.reason === 'not-yet' ? <Trans>Todavía no abre: abre el {from}.</Trans> : <Trans>Ya cerró: cerró el {to}.</Trans>}
        </Text>
      )}
    </Stack>
  )
}
