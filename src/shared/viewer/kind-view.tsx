import { Trans } from '@lingui/react/macro'
import type { ViewKind } from './file-kind'
import { ImageView } from './image-view'
import { MediaView } from './media-view'
import { OfficeView } from './office-view'
import { PdfView } from './pdf/pdf-view'
import { LazySheetView } from './sheet/lazy-sheet-view'
import { SheetFailureMessage } from './sheet/sheet-failure-message'
import { TextView } from './text-view'
import type { ViewerDocument } from './types'
import { ViewerMessage } from './viewer-message'

export interface KindViewProps {
  kind: ViewKind
  file: ViewerDocument
  scale: number
  root: HTMLElement | null
  onShown: (naturalWidth?: number) => void
  onFailed: () => void
  onPdfReady: (info: { pageCount: number; naturalWidth: number }) => void
  onPageChange: (pageNumber: number) => void
}

/** The view for one kind of file; each tells when it is shown or failed. */
export function KindView({ kind, file, scale, root, onShown, onFailed, onPdfReady, onPageChange }: KindViewProps) {
  switch (kind) {
    case 'pdf':
      return <PdfView file={file} scale={scale} root={root} onReady={onPdfReady} onPageChange={onPageChange} onError={onFailed} />
    case 'image':
      return <ImageView file={file} scale={scale} onReady={({ naturalWidth }) => onShown(naturalWidth)} onError={onFailed} />
    case 'audio':
    case 'video':
      return <MediaView file={file} kind={kind} onReady={() => onShown()} onError={onFailed} />
    case 'text':
      return <TextView file={file} onReady={() => onShown()} onError={onFailed} />
    case 'spreadsheet':
      return <LazySheetView file={file} root={root} onShown={() => onShown()} onFailed={onFailed} />
    case 'office':
      return <OfficeView file={file} onShown={() => onShown()} onFailed={onFailed} />
    case 'unsupported-spreadsheet':
      return <SheetFailureMessage failure="unsupported" />
    case 'other':
      return (
        <ViewerMessage
          status="info"
          title={<Trans>Este tipo de archivo no se puede mostrar aquí.</Trans>}
          description={<Trans>Puedes descargarlo para abrirlo en tu dispositivo.</Trans>}
        />
      )
  }
}
