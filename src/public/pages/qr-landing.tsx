import { Trans } from '@lingui/react/macro'

/** Where the posters' QR codes lead: open the portal and learn to install it. */
export function QrLanding({ campus, base }: { campus: string | undefined; base: string }) {
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
