import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Payment } from '@/contract/payments'
import { CodiPanel } from '@/features/payments/components/codi-panel'
import { paymentQueries } from '@/features/payments/queries'
import { configureRequest } from '@/shared/http/request'
import { renderWithProviders } from '../../support/render'

const NOW = new Date('2026-11-25T18:00:00.000Z')
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString()

const waiting = (over: Partial<Payment> = {}): Payment => ({
  id: 7,
  accountNumber: '22140567',
  method: 'codi',
  status: 'awaiting-transfer',
  totalCents: 437_800,
  lines: [{ kind: 'order', label: 'Colegiatura', quantity: 1, amountCents: 437_800 }],
  createdAt: NOW.toISOString(),
  providerUrl: null,
  codi: { payload: 'codi-7-a', expiresAt: at(65) },
  deadline: null,
  card: null,
  declineReason: null,
  folio: null,
  paidAt: null,
  cancellation: null,
  ...over,
})

/** The panel as the result screen shows it: fed by the payment's query. */
function Harness() {
  const payment = useQuery(paymentQueries.payment(7))
  return payment.data ? <CodiPanel payment={payment.data.data} /> : null
}

describe('CoDi code', () => {
  const fetchSpy = vi.fn<typeof fetch>()
  let client: QueryClient
  beforeEach(() => {
    // Only the date is fixed and moved by hand: Testing Library's waits need real timers.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    vi.setSystemTime(NOW)
    vi.stubGlobal('fetch', fetchSpy)
    configureRequest({ apiBase: 'https://api.test/api', portal: 'unitec', getToken: async () => 'token', timeoutMs: 1_000 })
    client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
    client.setQueryData(paymentQueries.payment(7).queryKey, { data: waiting(), savedAt: null })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchSpy.mockReset()
    client.clear()
  })

  const renderPanel = () =>
    renderWithProviders(
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>,
    )

  it('counts down to the expiry, then withdraws the QR and generates a new code once', async () => {
    // The server: the payment as it stands (read again while it waits for the bank), and a new code on request.
    let onServer = waiting()
    fetchSpy.mockImplementation(async (input) => {
      if (new URL(String(input)).pathname.endsWith('/codi/renew')) onServer = waiting({ codi: { payload: 'codi-7-b', expiresAt: at(400) } })
      return new Response(JSON.stringify(onServer), { status: 200 })
    })
    renderPanel()
    expect(await screen.findByRole('img', { name: 'Código QR de CoDi por $4,378.00' })).toBeTruthy()
    expect(screen.getByText(/Vence en/).textContent).toMatch(/^Vence en 1:05 \(a las/)

    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    expect(screen.getByText(/Vence en/).textContent).toMatch(/^Vence en 0:05/)

    act(() => {
      vi.advanceTimersByTime(5_000)
    })
    expect(screen.getByText(/Este código CoDi venció/)).toBeTruthy()
    expect(screen.queryByRole('img', { name: /Código QR de CoDi/ })).toBeNull()

    await userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }).click(screen.getByRole('button', { name: 'Generar nuevo código' }))
    expect(await screen.findByRole('img', { name: 'Código QR de CoDi por $4,378.00' })).toBeTruthy()
    expect(screen.getByText(/Vence en/).textContent).toMatch(/^Vence en 5:35/)
    const renewals = fetchSpy.mock.calls.filter(([url]) => new URL(String(url)).pathname === '/api/payment/codi/renew')
    expect(renewals).toHaveLength(1)
    expect(JSON.parse(String(renewals[0]![1]?.body))).toEqual({ paymentId: 7 })
  })

  it('says why a new code could not be made, and keeps the button', async () => {
    client.setQueryData(paymentQueries.payment(7).queryKey, { data: waiting({ codi: { payload: 'codi-7-a', expiresAt: at(-1) } }), savedAt: null })
    fetchSpy.mockImplementation(async () => new Response(JSON.stringify({ message: 'Este pago ya se realizó' }), { status: 409 }))
    renderPanel()
    await userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }).click(await screen.findByRole('button', { name: 'Generar nuevo código' }))
    expect(await screen.findByText('Este pago ya se realizó')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Generar nuevo código' })).toBeTruthy()
  })
})
