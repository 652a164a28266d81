import { loadImage, createCanvas } from '@napi-rs/canvas'
import type { Locator } from '@playwright/test'
import { BinaryBitmap, Code128Reader, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library'

/** What ZXing reads in a screenshot of `area` as the browser painted it: a Code 128 or a QR code. */
export async function scan(area: Locator, format: 'code128' | 'qr'): Promise<string> {
  const image = await loadImage(await area.screenshot())
  const canvas = createCanvas(image.width, image.height)
  const context = canvas.getContext('2d')
  context.drawImage(image, 0, 0)
  const { data } = context.getImageData(0, 0, image.width, image.height)
  const luminance = new Uint8ClampedArray(image.width * image.height)
  for (let i = 0; i < luminance.length; i++) {
    luminance[i] = Math.round(0.299 * (data[i * 4] ?? 0) + 0.587 * (data[i * 4 + 1] ?? 0) + 0.114 * (data[i * 4 + 2] ?? 0))
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, image.width, image.height)))
  const hints = new Map([[DecodeHintType.TRY_HARDER, true]])
  return (format === 'qr' ? new QRCodeReader().decode(bitmap, hints) : new Code128Reader().decode(bitmap, hints)).getText()
}
