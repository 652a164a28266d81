import { Trans } from '@lingui/react/macro'
import { ViewerMessage } from '../viewer-message'
import type { SheetFailure } from './sheet-types'

/** Spec §5's two refusals of a spreadsheet preview; the toolbar still offers the download. */
export function SheetFailureMessage({ failure }: { failure: SheetFailure }) {
  return (
    <ViewerMessage
      status="error"
      title={failure === 'unsupported' ? <Trans>Formato de archivo no soportado</Trans> : <Trans>Error al leer el archivo</Trans>}
      description={<Trans>Puedes descargarlo para abrirlo en tu dispositivo.</Trans>}
    />
  )
}
