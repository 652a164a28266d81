import { Box, Button, CloseButton, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { AlertTypeIcon, CloseIcon } from './alert-type-icon'
import { alertStore, dismissAlert, visibleAlerts, type AlertType, type ShownAlert } from './toaster'

const ICON_COLOR: Record<AlertType, string> = {
  info: 'fg.info',
  error: 'fg.error',
  warning: 'fg.warning',
  success: 'fg.success',
}

function AlertToast({ alert, typeText, closeLabel }: { alert: ShownAlert; typeText: string; closeLabel: string }) {
  const titleId = `${alert.id}-title`
  const keep = () => alertStore.pause(alert.id)
  const release = () => alertStore.resume(alert.id)
  return (
    <Box
      role={alert.type === 'error' ? 'alert' : 'status'}
      aria-labelledby={titleId}
      display="flex"
      gap="3"
      alignItems="start"
      width={{ base: '100%', md: 'sm' }}
      p="4"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderInlineStartWidth="4px"
      borderColor={ICON_COLOR[alert.type]}
      borderRadius="l2"
      boxShadow="lg"
      pointerEvents="auto"
      onMouseEnter={keep}
      onMouseLeave={release}
      onFocus={keep}
      onBlur={release}
    >
      <Box color={ICON_COLOR[alert.type]} flexShrink={0} pt="0.5">
        <AlertTypeIcon type={alert.type} size={20} />
      </Box>
      <Stack gap="1" flex="1" minW="0">
        <Text id={titleId} m="0" fontWeight="semibold" textStyle="sm">
          <VisuallyHidden>{typeText}: </VisuallyHidden>
          {alert.message}
        </Text>
        {alert.description ? (
          <Text m="0" textStyle="sm" color="fg.muted">
            {alert.description}
          </Text>
        ) : null}
        {alert.action ? (
          <Button
            alignSelf="start"
            size="xs"
            variant="outline"
            onClick={() => {
              alert.action?.onClick()
              dismissAlert(alert.id)
            }}
          >
            {alert.action.label}
          </Button>
        ) : null}
      </Stack>
      <CloseButton size="xs" aria-label={closeLabel} onClick={() => dismissAlert(alert.id)}>
        <CloseIcon />
      </CloseButton>
    </Box>
  )
}

/** Renders the alerts raised with `showAlert` at the top right (spec §4). Mount it once, near the root. */
export function AlertHost() {
  const { t } = useLingui()
  const alerts = useSyncExternalStore(alertStore.subscribe, alertStore.getSnapshot, alertStore.getSnapshot)
  const typeText: Record<AlertType, string> = {
    info: t`Información`,
    error: t`Error`,
    warning: t`Advertencia`,
    success: t`Éxito`,
  }
  // Beside the page rather than inside it, and marked as an announcer: an open dialog hides the
  // page from assistive technology, and an alert raised meanwhile (a full device, a refused file)
  // must still be heard and reached, as it is seen above the dialog.
  return (
    <Portal>
      <Box
        as="section"
        aria-label={t`Avisos`}
        data-live-announcer=""
        position="fixed"
        top="4"
        insetInline={{ base: '4', md: 'auto' }}
        insetInlineEnd={{ md: '4' }}
        zIndex="toast"
        pointerEvents="none"
      >
        {/* Not a list: each alert is its own live region, and a list may only hold list items. */}
        <Stack gap="3" alignItems="end">
          {visibleAlerts(alerts).map((alert) => (
            <AlertToast key={alert.id} alert={alert} typeText={typeText[alert.type]} closeLabel={t`Cerrar`} />
          ))}
        </Stack>
      </Box>
    </Portal>
  )
}
