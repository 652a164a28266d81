import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Credential, CredentialCode } from '@/contract/academic'
import { CredentialScreen } from '@/features/credential'
import { credentialQueries } from '@/features/credential/queries'
import { ACCOUNT, HOUR_MS, json, screenHarness, student } from '../../support/screen-harness'

const credential = (overrides: Partial<Credential> = {}): Credential => ({
  status: 'VIGENTE',
  accountNumber: ACCOUNT,
  fullName: 'Valeria Hernández Ruiz',
  businessLine: 'UVM Licenciatura',
  campusCode: 'COY',
  campusName: 'Coyoacán',
  programName: 'Licenciatura en Psicología',
  expirationDate: '2099-07-31',
  photo: null,
  ...overrides,
})
const code = (): CredentialCode => ({ code: 'ENC:7f3a9c2b5d1e4f60a8b7', expiresAt: new Date(Date.now() + 3_600_000).toISOString() })

describe('CredentialScreen', () => {
  const harness = screenHarness({ database: 'credential-test' })
  const { fetchSpy, serve } = harness
  const renderScreen = () => harness.renderScreen(<CredentialScreen />)

  it('shows the card: name, account, program, campus, expiry and status in words', async () => {
    serve({ '/student/credential': () => json(credential()), '/student/qr/encrypt': () => json(code()) })
    renderScreen()
    expect(await screen.findByRole('heading', { level: 1, name: 'Credencial digital' })).toBeTruthy()
    const card = await screen.findByRole('region', { name: 'Credencial de Valeria Hernández Ruiz' })
    const inCard = within(card)
    expect(inCard.getByRole('heading', { name: 'Valeria Hernández Ruiz' })).toBeTruthy()
    expect(inCard.getByText(ACCOUNT)).toBeTruthy()
    expect(inCard.getByText('Licenciatura en Psicología')).toBeTruthy()
    expect(inCard.getByText('Coyoacán')).toBeTruthy()
    expect(inCard.getByText('UVM Licenciatura')).toBeTruthy()
    expect(inCard.getByText('Válida hasta el 31 de julio de 2099')).toBeTruthy()
    expect(inCard.getByText('Vigente')).toBeTruthy()
    expect(screen.queryByText(/Tu credencial venció/)).toBeNull()
  })

  it('draws the QR from the server code and the account barcode, each with its name', async () => {
    serve({ '/student/credential': () => json(credential()), '/student/qr/encrypt': () => json(code()) })
    renderScreen()
    const qr = await screen.findByRole('img', { name: 'Código QR de tu credencial' })
    // Black modules on a white square, with a quiet zone around them.
    expect(qr.querySelector('rect')?.getAttribute('fill')).toBe('#fff')
    expect(qr.querySelector('path')?.getAttribute('fill')).toBe('#000')
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h/)
    // bwip-js draws the bars once its chunk has loaded.
    const barcode = await screen.findByRole('img', { name: `Código de barras de la cuenta ${ACCOUNT}` })
    expect(barcode.getAttribute('viewBox')).toBe(`0 0 ${8 * 11 + 13 + 20} 36`)
    // The human-readable number under the bars.
    expect(barcode.parentElement?.querySelector(`[data-value="${ACCOUNT}"]`)).toBeTruthy()
    const qrCall = fetchSpy.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/student/qr/encrypt'))
    expect(qrCall).toContain(`accountNumber=${ACCOUNT}`)
  })

  it('says clearly when the credential has expired', async () => {
    serve({
      '/student/credential': () => json(credential({ status: 'VENCIDA', expirationDate: '2020-07-31' })),
      '/student/qr/encrypt': () => json(code()),
    })
    renderScreen()
    expect(await screen.findByText('Tu credencial venció el 31 de julio de 2020.')).toBeTruthy()
    expect(screen.getByText('Vencida')).toBeTruthy()
    expect(screen.getByText('Venció el 31 de julio de 2020')).toBeTruthy()
    // No QR for a credential that is not valid; the account barcode stays.
    expect(screen.getByText('Tu credencial no está vigente, por eso no tiene código QR.')).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'Código QR de tu credencial' })).toBeNull()
    expect(await screen.findByRole('img', { name: `Código de barras de la cuenta ${ACCOUNT}` })).toBeTruthy()
  })

  it('says an inactive credential is inactive, in words, with no QR', async () => {
    serve({ '/student/credential': () => json(credential({ status: 'INACTIVA' })), '/student/qr/encrypt': () => json({ message: 'No vigente' }, 404) })
    renderScreen()
    expect(await screen.findByText('Tu credencial está inactiva.')).toBeTruthy()
    expect(screen.getByText('Inactiva')).toBeTruthy()
    expect(screen.getByText('Tu credencial no está vigente, por eso no tiene código QR.')).toBeTruthy()
  })

  it('takes a 404 for the code as "no code", not as a failure', async () => {
    serve({ '/student/credential': () => json(credential()), '/student/qr/encrypt': () => json({ message: 'Sin código' }, 404) })
    renderScreen()
    expect(await screen.findByText('Tu credencial no tiene un código QR en este momento.')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('treats a saved copy past its date as expired even if it said "Vigente"', async () => {
    serve({
      '/student/credential': () => json(credential({ status: 'VIGENTE', expirationDate: '2021-01-15' })),
      '/student/qr/encrypt': () => json(code()),
    })
    renderScreen()
    expect(await screen.findByText('Tu credencial venció el 15 de enero de 2021.')).toBeTruthy()
    expect(screen.queryByText('Vigente')).toBeNull()
  })

  it('offline with a saved card but no QR: the card, its age and a message instead of the QR', async () => {
    onlineManager.setOnline(false)
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    harness.client().setQueryData(credentialQueries.card(student).queryKey, { data: credential(), savedAt: Date.now() - 2 * HOUR_MS })
    renderScreen()
    expect(await screen.findByText('Sin conexión · actualizado hace 2 horas')).toBeTruthy()
    expect(screen.getByText('Válida hasta el 31 de julio de 2099')).toBeTruthy()
    expect(
      await screen.findByText('Sin conexión. El código QR aún no se ha descargado en este dispositivo; puedes mostrar el código de barras.'),
    ).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'Código QR de tu credencial' })).toBeNull()
    expect(await screen.findByRole('img', { name: `Código de barras de la cuenta ${ACCOUNT}` })).toBeTruthy()
  })

  it('offline with nothing saved says so instead of spinning', async () => {
    onlineManager.setOnline(false)
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    renderScreen()
    expect(await screen.findByText('Sin conexión. Tu credencial aún no se ha descargado en este dispositivo.')).toBeTruthy()
  })

  it('shows an error with a retry when the card cannot be loaded', async () => {
    serve({ '/student/credential': () => json({ message: 'Falla' }, 500), '/student/qr/encrypt': () => json(code()) })
    renderScreen()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('No se pudo cargar tu credencial.')
    serve({ '/student/credential': () => json(credential()), '/student/qr/encrypt': () => json(code()) })
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('Vigente')).toBeTruthy()
  })

  it('shows the codes full screen and closes with its button', async () => {
    serve({ '/student/credential': () => json(credential()), '/student/qr/encrypt': () => json(code()) })
    renderScreen()
    await screen.findByRole('img', { name: 'Código QR de tu credencial' })
    await userEvent.click(screen.getByRole('button', { name: 'Pantalla completa' }))
    const dialog = await screen.findByRole('dialog', { name: 'Credencial de Valeria Hernández Ruiz' })
    expect(await within(dialog).findByRole('img', { name: 'Código QR de tu credencial' })).toBeTruthy()
    expect(within(dialog).getByRole('img', { name: `Código de barras de la cuenta ${ACCOUNT}` })).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    // jsdom runs no exit animation: the dialog is told closed rather than removed.
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'))
  })
})
