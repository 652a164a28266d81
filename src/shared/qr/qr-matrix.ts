import type * as QrEncoder from 'qrcode'

/** A QR symbol as rows of dark (true) and light modules, without quiet zone. */
export interface QrMatrix {
  size: number
  dark: (row: number, col: number) => boolean
}

/** Blank modules around the symbol; the standard asks for 4, the card adds white padding too. */
export const QR_QUIET_ZONE_MODULES = 4

type Encoder = typeof QrEncoder

let loaded: Encoder | undefined

/** The encoder module, loaded once on demand (a screen that shows a QR starts it before it renders). */
export const loadQrEncoder = () => import('qrcode').then((qrcode) => (loaded = qrcode))

/**
 * Builds the QR symbol of `text` with error correction M (up to ~15 % of a smudged or
 * reflecting screen still reads). The encoder is loaded only when a credential is shown.
 */
export async function qrMatrix(text: string): Promise<QrMatrix> {
  return matrixOf(await loadQrEncoder(), text)
}

/**
 * The same symbol at once when the encoder is already loaded, so that a screen which started
 * loading it draws its QR in its first render; `undefined` while it is not. Throws as `qrMatrix` fails.
 */
export function qrMatrixIfLoaded(text: string): QrMatrix | undefined {
  return loaded && matrixOf(loaded, text)
}

function matrixOf(qrcode: Encoder, text: string): QrMatrix {
  // The package is CommonJS: depending on the bundler its functions sit on the namespace or on `default`.
  const create = qrcode.create ?? (qrcode as unknown as { default: Encoder }).default.create
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) }
}

/** One SVG path for every dark module, merging runs along a row; coordinates include the quiet zone. */
export function qrPath(matrix: QrMatrix, quietZone = QR_QUIET_ZONE_MODULES): string {
  const parts: string[] = []
  for (let row = 0; row < matrix.size; row++) {
    let col = 0
    while (col < matrix.size) {
      if (!matrix.dark(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < matrix.size && matrix.dark(row, col)) col++
      parts.push(`M${start + quietZone} ${row + quietZone}h${col - start}v1h${start - col}z`)
    }
  }
  return parts.join('')
}
