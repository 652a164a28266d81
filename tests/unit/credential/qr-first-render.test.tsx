/**
 * When the QR is drawn: the credential starts loading the encoder with its data, so by the time
 * the screen renders the symbol is drawn in that same render and comes with the first paint,
 * instead of a placeholder and a second render. Before the encoder has loaded, a placeholder says
 * the QR is being drawn.
 */
import { ChakraProvider } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBrandSystem } from '@/app/theme/system'
import { QrCode } from '@/shared/qr/qr-code'
import { loadQrEncoder } from '@/shared/qr/qr-matrix'
import { messages } from '../../../locales/es/messages.po'

const LABEL = 'Código QR de tu credencial'

function renderUi(ui: ReactElement) {
  i18n.loadAndActivate({ locale: 'es', messages })
  return render(
    <ChakraProvider value={createBrandSystem('uvm')}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </ChakraProvider>,
  )
}

afterEach(cleanup)

describe('the QR on its first render', () => {
  it('shows a placeholder while the encoder loads, then the QR in its place', async () => {
    // Fresh copies of the portal's modules: no encoder loaded yet, as on a screen that did not start it.
    vi.resetModules()
    const { QrCode: FreshQrCode } = await import('@/shared/qr/qr-code')
    renderUi(<FreshQrCode text="c1.first" label={LABEL} />)
    expect(screen.getByRole('status').textContent).toContain('Generando código QR…')
    expect(screen.queryByRole('img', { name: LABEL })).toBeNull()
    const qr = await screen.findByRole('img', { name: LABEL })
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h/)
    expect(screen.queryByText('Generando código QR…')).toBeNull()
  })

  it('draws the QR in the render itself once the encoder is loaded: no placeholder comes first', async () => {
    await loadQrEncoder()
    renderUi(<QrCode text="c1.second" label={LABEL} />)
    // Asked right after rendering, with nothing awaited: the first render already holds the symbol.
    const qr = screen.getByRole('img', { name: LABEL })
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h/)
    expect(screen.queryByText('Generando código QR…')).toBeNull()
  })

  it('says in that first render when a text cannot be drawn', async () => {
    await loadQrEncoder()
    // Beyond what a QR with error correction M holds (2 331 bytes).
    renderUi(<QrCode text={'x'.repeat(3000)} label={LABEL} />)
    expect(screen.getByRole('alert').textContent).toBe('No se pudo dibujar el código QR.')
    expect(screen.queryByRole('img', { name: LABEL })).toBeNull()
  })
})
