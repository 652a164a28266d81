/**
 * What a scanner makes of the codes the credential draws: the Barcode and QrCode components are
 * rendered as the portal renders them, their SVG is rasterized (Skia, through @napi-rs/canvas) and
 * an independent decoder (ZXing's C++ core, as WebAssembly) reads it back, for both brands and with the page in dark mode.
 */
import { ChakraProvider } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createCanvas, loadImage } from '@napi-rs/canvas'
import { render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { readBarcodes } from 'zxing-wasm/reader'
import { createBrandSystem } from '@/app/theme/system'
import type { Portal } from '@/contract/common'
import { Barcode } from '@/features/credential/components/barcode'
import { QrCode } from '@/shared/qr/qr-code'
import { messages } from '../../../locales/es/messages.po'
import '../../support/zxing'

const ACCOUNTS = ['010245871', '010245872', '020118735']
/** Shaped like the server's codes: version, base64url of "account.expiry", base64url signature. */
const QR_PAYLOAD = `c1.${btoa('010245871.1798869600').replace(/=+$/, '')}.Yq3vKX0b9m2Rz8pQw1TnE5uHc7sLd4aJf6gBi0kMoNe`

/** Pixels per SVG unit when rasterizing: a phone screen shows 3–4 CSS px per module. */
const PIXELS_PER_UNIT = 4

function renderIn(portal: Portal, ui: ReactElement) {
  i18n.loadAndActivate({ locale: 'es', messages })
  return render(
    <ChakraProvider value={createBrandSystem(portal)}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </ChakraProvider>,
  )
}

/** The first background painted behind `element`, as the page's styles compute it. */
function backgroundBehind(element: Element | null): string {
  for (let node = element; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor
    if (color && color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color)) return color
  }
  return 'rgb(255, 255, 255)'
}

/** 0 (black) to 255 (white) for a computed `rgb(…)` colour. */
function luminanceOf(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number)
  return 0.299 * r + 0.587 * g + 0.114 * b
}

/**
 * The drawing as a scanner's camera sees it on the page: the SVG exactly as rendered, inside a band
 * of its box's computed background, on the page's computed background; as a PNG picture.
 */
async function rasterize(svg: Element): Promise<Uint8Array> {
  const [, , width = 0, height = 0] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number)
  const [w, h] = [Math.round(width * PIXELS_PER_UNIT), Math.round(height * PIXELS_PER_UNIT)]
  const copy = svg.cloneNode(true) as Element
  copy.setAttribute('width', String(w))
  copy.setAttribute('height', String(h))
  const markup = new XMLSerializer().serializeToString(copy)
  expect(markup).toContain('xmlns="http://www.w3.org/2000/svg"')
  const image = await loadImage(Buffer.from(markup))
  const [box, margin] = [2 * PIXELS_PER_UNIT, 12 * PIXELS_PER_UNIT]
  const canvas = createCanvas(w + 2 * margin, h + 2 * margin)
  const context = canvas.getContext('2d')
  context.fillStyle = backgroundBehind(document.body)
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.fillStyle = backgroundBehind(svg.parentElement)
  context.fillRect(margin - box, margin - box, w + 2 * box, h + 2 * box)
  context.drawImage(image, margin, margin, w, h)
  return new Uint8Array(await canvas.encode('png'))
}

const MODES = [{ mode: 'light' }, { mode: 'dark' }] as const

/** Turns the page dark the way the portal does (the class on <html>) and checks that it took. */
function pageIn(mode: 'light' | 'dark') {
  if (mode === 'dark') document.documentElement.classList.add('dark')
  const page = luminanceOf(backgroundBehind(document.body))
  if (mode === 'dark') expect(page).toBeLessThan(64)
  else expect(page).toBeGreaterThan(192)
}

afterEach(() => {
  document.documentElement.classList.remove('dark')
})

describe.each(['uvm', 'unitec'] as const)('the credential codes of %s', (portal) => {
  describe.each(MODES)('with the page in $mode mode', ({ mode }) => {
    it.each(ACCOUNTS)('the barcode reads back as the account number %s', async (account) => {
      renderIn(portal, <Barcode value={account} label={`Código de barras de la cuenta ${account}`} />)
      const svg = await screen.findByRole('img', { name: `Código de barras de la cuenta ${account}` })
      pageIn(mode)
      const [result] = await readBarcodes(await rasterize(svg), { formats: ['Code128'], tryHarder: true })
      expect(result?.format).toBe('Code128')
      expect(result?.text).toBe(account)
    })

    it('the QR code reads back as the credential\'s code', async () => {
      renderIn(portal, <QrCode text={QR_PAYLOAD} label="Código QR de tu credencial" />)
      const svg = await screen.findByRole('img', { name: 'Código QR de tu credencial' })
      pageIn(mode)
      const [result] = await readBarcodes(await rasterize(svg), { formats: ['QRCode'], tryHarder: true })
      expect(result?.format).toBe('QRCode')
      expect(result?.text).toBe(QR_PAYLOAD)
    })
  })
})
