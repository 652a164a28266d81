import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'

/** One report per page load, whatever renders twice. */
let reported = false

/**
 * Spec: the QR landing is a beacon page: it tells the university a poster's code was scanned
 * (which campus, when), without waiting for the answer or holding the page.
 */
function reportScan(base: string, campus: string | undefined) {
  if (reported) return
  reported = true
  const body = new Blob([JSON.stringify(campus ? { campus } : {})], { type: 'application/json' })
  const url = `${base}qr-scan`
  if (!navigator.sendBeacon?.(url, body)) void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined)
}

/** Where the posters' QR codes lead: open the portal and learn to install it. */
export function QrLanding({ campus, base }: { campus: string | undefined; base: string }) {
  useEffect(() => reportScan(base, campus), [base, campus])
  return (
    <div className="pp-narrow">
      <h1>
        <Trans>Bienvenido al portal de alumnos</Trans>
      </h1>
      {campus && (
        <p>
          <Trans>Escaneaste el código del campus {campus}.</Trans>
        </p>
      )}
      <p>
        <Trans>Consulta tu horario y tu credencial aunque no tengas señal. Instálalo en tu teléfono:</Trans>
      </p>
      <ol>
        <li><Trans>Abre el portal e inicia sesión.</Trans></li>
        <li><Trans>En el menú del navegador elige «Instalar aplicación» o «Agregar a pantalla de inicio».</Trans></li>
        <li><Trans>Ábrelo desde el ícono en tu pantalla de inicio.</Trans></li>
      </ol>
      <a className="pp-button pp-button-lg" href={`${base}home`}>
        <Trans>Abrir el portal</Trans>
      </a>
    </div>
  )
}
