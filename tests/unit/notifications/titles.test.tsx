import { i18n } from '@lingui/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NOTIFICATION_CODES } from '@/contract/notification'
import { NotificationGroups } from '@/features/notifications/components/notification-groups'
import { notificationTitle } from '@/features/notifications/titles'
import { activateTestLocale, renderWithProviders } from '../../support/render'
import { notification, receipt } from './factories'

describe("a notification's title", () => {
  it("is the server's own in Spanish, which may name the document", () => {
    activateTestLocale('es')
    expect(notificationTitle(notification({ clave: 'ASIGDOC', title: 'Documento asignado 123' }), i18n)).toEqual({ text: 'Documento asignado 123', fromServer: true })
  })

  it("is the portal's own English words for each of the spec's type codes", () => {
    activateTestLocale('es')
    const spanish = NOTIFICATION_CODES.map((clave) => notificationTitle(notification({ clave, title: 'x' }), i18n).text)
    activateTestLocale('en')
    const titles = NOTIFICATION_CODES.map((clave) => notificationTitle(notification({ clave, title: 'Título del servidor' }), i18n))
    expect(titles.every((title) => !title.fromServer)).toBe(true)
    expect(titles.map((title) => title.text)).not.toContain('Título del servidor')
    expect(spanish.every((text) => text === 'x')).toBe(true)
    expect(titles.find((_, i) => NOTIFICATION_CODES[i] === 'RECHADOC')?.text).toBe('Document rejected')
    expect(titles.find((_, i) => NOTIFICATION_CODES[i] === 'NOTIMONITOR')?.text).toBe('News about your help request')
    // Every code has words of its own, none left in Spanish.
    expect(titles.map((title) => title.text).filter((text) => /[áéíóúñ]|\b(de|del|tu)\b/i.test(text))).toEqual([])
  })

  it("is the university's notice for one with a link of its own, but a CoDi's link is its payment's", () => {
    activateTestLocale('en')
    expect(notificationTitle(notification({ clave: 'ASIGEXP', link: 'https://example.edu/aviso' }), i18n).text).toBe('Notice from the university')
    expect(notificationTitle(notification({ clave: 'CODI', link: '/checkout-sim/codi/1' }), i18n).text).toBe('News about your CoDi payment')
  })
})

describe('the list in English', () => {
  const now = new Date('2025-03-10T18:00:00Z')
  const list = [
    notification({ id: 1, clave: 'RECHADOC', title: 'Documento rechazado', body: 'Tu documento fue rechazado.', createdAt: '2025-03-10T15:00:00Z' }),
    notification({ id: 2, clave: 'APROBFOTO', title: 'Foto de perfil aprobada', read: true, createdAt: '2025-03-09T16:00:00Z' }),
  ]

  it("names each item by the portal's title and keeps the server's body, marked as Spanish", async () => {
    const onRetry = vi.fn()
    renderWithProviders(
      <NotificationGroups
        notifications={list}
        now={now}
        receipts={new Map([[2, receipt(2, { status: 'failed' })]])}
        onOpen={() => {}}
        onRetry={onRetry}
      />,
      { locale: 'en' },
    )
    expect(screen.getByRole('button', { name: /^Unread: Document rejected/ })).toBeTruthy()
    expect(screen.queryByText('Documento rechazado')).toBeNull()
    expect(screen.getByText('Tu documento fue rechazado.').getAttribute('lang')).toBe('es')
    expect(screen.getByText('Document rejected').closest('[lang]')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Retry: Profile photo approved' }))
    expect(onRetry).toHaveBeenCalledWith(receipt(2).id)
  })
})
