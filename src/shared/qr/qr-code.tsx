import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { QR_QUIET_ZONE_MODULES, qrMatrix, qrMatrixIfLoaded, qrPath, type QrMatrix } from './qr-matrix'

type Drawn = { text: string; path: string; modules: number } | { text: string; failed: true }

const drawing = (text: string, matrix: QrMatrix): Drawn => ({ text, path: qrPath(matrix), modules: matrix.size + 2 * QR_QUIET_ZONE_MODULES })

/**
 * Draws the symbol in this render when the encoder is already loaded (the credential starts it
 * with its data), so the QR comes with the screen's first paint; otherwise once it has loaded.
 * A new text replaces the old drawing.
 */
function useQrDrawing(text: string): Drawn | undefined {
  const inRender = useMemo((): Drawn | undefined => {
    try {
      const matrix = qrMatrixIfLoaded(text)
      return matrix && drawing(text, matrix)
    } catch {
      return { text, failed: true }
    }
  }, [text])
  const [later, setLater] = useState<Drawn>()
  useEffect(() => {
    if (inRender) return
    let live = true
    qrMatrix(text).then(
      (matrix) => {
        if (live) setLater(drawing(text, matrix))
      },
      () => {
        if (live) setLater({ text, failed: true })
      },
    )
    return () => {
      live = false
    }
  }, [text, inRender])
  if (inRender) return inRender
  return later?.text === text ? later : undefined
}

export interface QrCodeProps {
  text: string
  /** Accessible name of the picture. */
  label: string
  /** CSS width; the symbol stays square and never overflows its container. */
  size?: string
}

/** Where the QR will be, while its code is fetched or drawn. */
export function QrPlaceholder({ size }: { size: string }) {
  const { t } = useLingui()
  return (
    <div role="status" aria-busy="true" className="qr-placeholder" style={{ width: size }}>
      <span className="sr-only">{t`Generando código QR…`}</span>
    </div>
  )
}

/**
 * Black on white whatever the theme, with a white margin: scanners need the contrast and the border.
 * Plain elements styled by the theme's build-time CSS (qr-css.ts): the credential's first view draws it before Chakra loads.
 */
export function QrCode({ text, label, size = '240px' }: QrCodeProps) {
  const drawn = useQrDrawing(text)
  if (!drawn) return <QrPlaceholder size={size} />
  if ('failed' in drawn) {
    return (
      <p role="alert" className="qr-failed">
        <Trans>No se pudo dibujar el código QR.</Trans>
      </p>
    )
  }
  return (
    <div className="qr-frame">
      <svg role="img" aria-label={label} viewBox={`0 0 ${drawn.modules} ${drawn.modules}`} shapeRendering="crispEdges" style={{ width: size }}>
        <rect width={drawn.modules} height={drawn.modules} fill="#fff" />
        <path d={drawn.path} fill="#000" />
      </svg>
    </div>
  )
}
