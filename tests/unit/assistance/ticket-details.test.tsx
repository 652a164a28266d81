import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TicketDetails } from '@/features/assistance/components/ticket-details'
import { renderWithProviders } from '../../support/render'
import { form, ticket } from './factories'

const paymentTicket = ticket({
  numericValue: 935.5,
  textValue: 'FOL-88213',
  form: form({ numericField: { label: 'Monto pagado', min: 1, max: 999_999, money: true }, textField: { label: 'Referencia o folio del pago', maxLength: 30 } }),
})

describe('the details of a sent ticket', () => {
  it("names each value with its form's own label and shows an amount as money", () => {
    renderWithProviders(<TicketDetails ticket={paymentTicket} opening={null} onOpenFile={() => {}} onTracking={() => {}} />)
    const facts = within(screen.getByRole('region'))
    expect(facts.getByText('Monto pagado').closest('dt')?.nextElementSibling?.textContent).toBe('$935.50')
    expect(facts.getByText('Referencia o folio del pago').closest('dt')?.nextElementSibling?.textContent).toBe('FOL-88213')
    expect(facts.queryByText('Valor')).toBeNull()
    expect(facts.queryByText('Dato adicional')).toBeNull()
  })

  it('writes a plain number in the reader’s format when it is no amount', () => {
    const counted = ticket({ numericValue: 12500, form: form({ numericField: { label: 'Páginas', min: 1, max: 99_999, money: false } }) })
    renderWithProviders(<TicketDetails ticket={counted} opening={null} onOpenFile={() => {}} onTracking={() => {}} />, { locale: 'en' })
    expect(screen.getByText('Páginas').closest('dt')?.nextElementSibling?.textContent).toBe('12,500')
  })
})
