import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useKeepCurrentReportCard } from '@/features/report-card/use-keep-current'
import { confirmSession, providerReachable, settledAccessToken } from '@/shared/auth/session-gate'
import { sessionMode, useSessionMode } from '@/shared/auth/session-mode'
import { onSignOut } from '@/shared/auth/sign-out'
import { askPersistentStorage } from '@/shared/offline/storage'
import { onForegroundPush } from '@/shared/push/foreground'
import { startSyncDriver } from '@/shared/sync/sync-driver'
import { showAlert } from '@/shared/ui/toaster'

/** How often an offline start checks whether the provider is back, besides `online` events. */
const RECONNECT_CHECK_MS = 30_000
/** After an `online` event the link may need a moment: look again this soon. */
const AFTER_ONLINE_CHECKS_MS = [2_000, 6_000]

/**
 * What runs behind every signed-in screen: the outbox drain, the current report card kept for
 * offline reading, and after an offline start the return of the session once the provider
 * answers, without leaving the screen (queued items wait meanwhile).
 */
export function useBackgroundWork() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { config } = useRouteContext({ from: '__root__' })
  const mode = useSessionMode()
  const warnedAuth = useRef(false)
  useKeepCurrentReportCard()

  useEffect(
    () =>
      startSyncDriver({
        getToken: settledAccessToken,
        onReport: (report) => {
          // What the writes changed is asked again; the code for it loads only once something was sent.
          if (report.sent > 0) void import('./after-sent').then(({ afterSent }) => afterSent(queryClient, report.acknowledged), () => queryClient.invalidateQueries())
          if (report.needsAuth && sessionMode() === 'online' && !warnedAuth.current) {
            warnedAuth.current = true
            showAlert({ type: 'warning', message: t`Tu sesión terminó. Inicia sesión de nuevo para enviar lo pendiente.` })
          }
        },
      }),
    [queryClient, t],
  )

  useEffect(() => {
    void askPersistentStorage()
    // The token's registration code loads only when there is a token to ask for or delete.
    const push = () => import('@/shared/push/push')
    onSignOut('push-token', () => push().then(({ deletePushToken }) => deletePushToken(config)))
    // Sent at once: the queue is deleted with the person's database.
    onSignOut('binnacle', () => import('@/shared/binnacle/record').then(({ recordNow }) => recordNow('signOut')))
    // Only where permission was already given (asking needs a tap on the settings screen), once the page is
    // idle: the sender may have dropped this device's token, and then it is registered again.
    if (config.firebase && 'Notification' in window && Notification.permission === 'granted') void push().then(({ whenIdle }) => whenIdle(config))
    return onForegroundPush((push) => {
      showAlert({ type: 'info', message: push.title ?? t`Tienes una notificación nueva`, description: push.body })
      void queryClient.invalidateQueries({ queryKey: ['session', 'pending'] })
      void queryClient.invalidateQueries({ queryKey: ['notifications'] })
      // The bank confirmed (or changed) a CoDi payment: a payment screen open now shows it at once.
      if (push.clave === 'CODI') void queryClient.invalidateQueries({ queryKey: ['payments'] })
    })
  }, [config, queryClient, t])

  useEffect(() => {
    if (mode !== 'offline') return
    const tryReconnect = async () => {
      if (document.visibilityState !== 'visible' || !(await providerReachable(config))) return
      await confirmSession(config)
    }
    const soon: number[] = []
    const onOnline = () => {
      void tryReconnect()
      for (const delay of AFTER_ONLINE_CHECKS_MS) soon.push(window.setTimeout(() => void tryReconnect(), delay))
    }
    window.addEventListener('online', onOnline)
    const timer = window.setInterval(() => void tryReconnect(), RECONNECT_CHECK_MS)
    return () => {
      window.removeEventListener('online', onOnline)
      window.clearInterval(timer)
      soon.forEach((id) => window.clearTimeout(id))
    }
  }, [mode, config])
}
