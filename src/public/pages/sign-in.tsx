import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Brand } from '@/app/theme/brands'
import type { SignInConfig } from '@/shared/auth/keycloak'

export interface SignInProps {
  brand: Brand
  /** What signing in needs of `config.json`; undefined when it could not be read (no signal, no saved copy). */
  config: SignInConfig | undefined
  /** The portal's start found no signal to ask the provider with (`?offline=true`). */
  offline: boolean
  /** The session on this device was closed from another one (`?closed=true`). */
  closed?: boolean
}

/**
 * Spec "Login": sign-in goes through the university's Microsoft account (brokered). A public page
 * of its own, so a first visit loads only this: the sign-in client (keycloak-js) and the pending
 * sign-out check load when the button is pressed.
 */
export function SignIn({ brand, config, offline, closed = false }: SignInProps) {
  const { i18n } = useLingui()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  const start = async () => {
    if (busy) return
    setBusy(true)
    setFailed(false)
    try {
      if (!config) throw new Error('no configuration to sign in with')
      const { appRootUrl, signIn, signOutPending } = await import('@/shared/auth/keycloak')
      // A sign-out made with no signal is finished first: the portal's start ends it at the
      // provider and comes back here, so nobody is signed in as the person who left.
      if (signOutPending()) window.location.assign(appRootUrl(config))
      else await signIn(config, i18n.locale)
    } catch {
      setFailed(true)
      setBusy(false)
    }
  }

  return (
    <div className="pp-card pp-sign-in">
      <img src={brand.logo} alt="" aria-hidden="true" width="144" height="64" className="pp-sign-in-logo" />
      <h1>
        <Trans>Portal de alumnos</Trans>
      </h1>
      <p className="pp-muted">
        <Trans>Consulta tu horario, credencial, materias, pagos y trámites, incluso sin conexión.</Trans>
      </p>
      <button type="button" className="pp-button pp-button-lg pp-button-block" aria-disabled={busy} onClick={() => void start()}>
        {busy ? <Trans>Abriendo inicio de sesión…</Trans> : <Trans>Iniciar sesión con Microsoft</Trans>}
      </button>
      {closed && (
        <p role="status" className="pp-result pp-warning">
          <Trans>Tu sesión en este dispositivo se cerró desde otro dispositivo y se borró lo que tenía guardado. Inicia sesión de nuevo para continuar.</Trans>
        </p>
      )}
      {offline && (
        <p role="status" className="pp-result pp-warning">
          <Trans>Sin conexión. Necesitas conexión para iniciar sesión la primera vez en este dispositivo.</Trans>
        </p>
      )}
      {failed && (
        <p role="alert" className="pp-result pp-error">
          <Trans>No se pudo abrir el inicio de sesión. Revisa tu conexión e inténtalo de nuevo.</Trans>
        </p>
      )}
      <p className="pp-small pp-muted">
        <Trans>Usa tu cuenta institucional de la universidad.</Trans>
      </p>
    </div>
  )
}
