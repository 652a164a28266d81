import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AddressValues, ContactAddress, ContactRequest, StudentContacts } from '@/contract/contact'
import { AddressesSection } from '@/features/contact/components/addresses-section'
import { renderWithProviders } from '../../support/render'

const HOME: AddressValues = {
  street: 'Avenida Universidad', exteriorNumber: '1000', interiorNumber: null, colony: 'Santa Cruz Atoyac', municipality: 'Benito Juárez',
  state: 'Ciudad de México', zipCode: '03310',
}
const address = (overrides: Partial<ContactAddress> = {}): ContactAddress => ({
  id: 5, type: { id: 7, name: 'Domicilio actual' }, editable: true, removable: false, kind: 'address', ...HOME, pendingRequest: null, ...overrides,
})
const request = (overrides: Partial<ContactRequest>): ContactRequest => ({
  id: 40, kind: 'address', action: 'add', contactId: null, typeName: 'Domicilio fiscal',
  summary: 'Insurgentes Sur 1602, Crédito Constructor, Benito Juárez, Ciudad de México, C.P. 03940', status: 'pending',
  requestedAt: '2026-07-10T16:00:00Z', decidedAt: null, reason: null, proofFileName: 'recibo.pdf', proofDate: '2026-07-01', ...overrides,
})
const contacts = (addresses: ContactAddress[], requests: ContactRequest[] = []): StudentContacts => ({
  accountNumber: '010245871', phones: [], emails: [], addresses, requests,
})

function show(data: StudentContacts, can: { add: boolean; change: boolean }) {
  renderWithProviders(
    <AddressesSection contacts={data} canWrite={can.add} canAdd={can.add} canChange={can.change} onRemove={vi.fn()} onAdd={vi.fn()} onChange={vi.fn()} />,
  )
  return screen.getByRole('region', { name: 'Domicilios' })
}

describe('the addresses of the contact screen', () => {
  it('offers a new address and a change of each to the student, and neither to a reader', () => {
    const section = show(contacts([address()]), { add: true, change: true })
    expect(within(section).getByRole('button', { name: 'Agregar domicilio' })).toBeTruthy()
    expect(within(section).getByRole('button', { name: /^Cambiar domicilio Domicilio actual: Avenida Universidad 1000/ })).toBeTruthy()
  })

  it('offers nothing to write to a tutor or an administrative', () => {
    const section = show(contacts([address()]), { add: false, change: false })
    expect(within(section).queryAllByRole('button')).toEqual([])
    expect(within(section).getByText(/Avenida Universidad 1000/)).toBeTruthy()
  })

  it('shows a new address in review where it will apply, and waits for it before another change', () => {
    const section = show(contacts([address()], [request({})]), { add: true, change: true })
    const pending = within(section).getAllByRole('listitem')[1]!
    expect(pending.textContent).toContain('Insurgentes Sur 1602, Crédito Constructor')
    expect(within(pending).getByText('Pendiente de revisión')).toBeTruthy()
    expect(within(pending).getByText('La revisión tarda de 3 a 5 días.')).toBeTruthy()
    expect(within(section).queryByRole('button', { name: 'Agregar domicilio' })).toBeNull()
    expect(within(section).queryByRole('button', { name: /^Cambiar domicilio/ })).toBeNull()
    expect(within(section).getByText('Podrás pedir otro cambio de domicilio cuando se resuelva el que está en revisión.')).toBeTruthy()
  })

  it('shows a change in review on the address it changes', () => {
    const change = { id: 41, requestedAt: '2026-07-10T16:00:00Z', values: { ...HOME, street: 'Calzada de Tlalpan', exteriorNumber: '3000' } }
    const section = show(contacts([address({ pendingRequest: change })], [request({ id: 41, action: 'edit', contactId: 5 })]), { add: true, change: true })
    const item = within(section).getByRole('listitem')
    expect(within(item).getByText('Pendiente de revisión')).toBeTruthy()
    expect(item.textContent).toContain('pediste cambiarlo por: Calzada de Tlalpan 3000, Santa Cruz Atoyac')
  })

  it('says why the last address asked for was turned down', () => {
    const section = show(contacts([address()], [request({ status: 'rejected', reason: 'El recibo está cortado', decidedAt: '2026-07-12T16:00:00Z' })]), { add: true, change: true })
    expect(section.textContent).toMatch(/No se aprobó tu domicilio Insurgentes Sur 1602.*: El recibo está cortado/)
    expect(within(section).getByRole('button', { name: 'Agregar domicilio' })).toBeTruthy()
  })
})
