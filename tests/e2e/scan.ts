import type { Locator } from '@playwright/test'
import { readBarcodes } from 'zxing-wasm/reader'
import '../support/zxing'

/** What a scanner reads in a screenshot of `area` as the browser painted it: a Code 128 or a QR code. */
export async function scan(area: Locator, format: 'code128' | 'qr'): Promise<string> {
  const picture = new Uint8Array(await area.screenshot())
  const [found] = await readBarcodes(picture, { formats: [format === 'qr' ? 'QRCode' : 'Code128'], tryHarder: true, maxNumberOfSymbols: 1 })
  if (!found) throw new Error(`no ${format} code in the picture`)
  return found.text
}
