import { Box, Portal, Stack, Toast, Toaster, VisuallyHidden } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { AlertTypeIcon, CloseIcon } from './alert-type-icon'
import { toaster, type AlertType } from './toaster'

const ALERT_TYPES: readonly AlertType[] = ['info', 'error', 'warning', 'success']
const asAlertType = (value: unknown): AlertType => (ALERT_TYPES.includes(value as AlertType) ? (value as AlertType) : 'info')

const ICON_COLOR: Record<AlertType, string> = {
  info: 'blue.600',
  error: 'red.600',
  warning: 'orange.600',
  success: 'green.600',
}

/** Renders the alerts raised with `showAlert`. Mount it once, near the root. */
export function AlertHost() {
  const { t } = useLingui()
  const typeText: Record<AlertType, string> = {
    info: t`Información`,
    error: t`Error`,
    warning: t`Advertencia`,
    success: t`Éxito`,
  }

  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t`Avisos`}>
        {(toast) => {
          const type = asAlertType(toast.type)
          return (
            <Toast.Root
              width={{ md: 'sm' }}
              bg="bg.panel"
              color="fg"
              borderWidth="1px"
              borderInlineStartWidth="4px"
              borderColor={ICON_COLOR[type]}
              role={type === 'error' ? 'alert' : 'status'}
            >
              <Box color={ICON_COLOR[type]} flexShrink={0} pt="0.5">
                <AlertTypeIcon type={type} size={20} />
              </Box>
              <Stack gap="1" flex="1" maxWidth="100%">
                <Toast.Title>
                  <VisuallyHidden>{typeText[type]}: </VisuallyHidden>
                  {toast.title}
                </Toast.Title>
                {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
              </Stack>
              {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
              <Toast.CloseTrigger aria-label={t`Cerrar`}>
                <CloseIcon />
              </Toast.CloseTrigger>
            </Toast.Root>
          )
        }}
      </Toaster>
    </Portal>
  )
}
