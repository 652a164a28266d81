import { Field } from '@chakra-ui/react'
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Autocomplete } from '@/shared/forms/autocomplete'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { CONFIRM_GUARD_MS } from '@/shared/ui/constants'
import { Modal } from '@/shared/ui/modal'
import { renderWithProviders } from '../../support/render'

function renderDialog(onConfirm = vi.fn(), onCancel = vi.fn()) {
  renderWithProviders(
    <ConfirmDialog
      open
      title="¿Enviar la solicitud?"
      description="No podrás editarla después."
      confirmLabel="Enviar"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  )
  return { onConfirm, onCancel }
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title, with confirm and cancel buttons', async () => {
    const { onCancel } = renderDialog()
    const dialog = await screen.findByRole('alertdialog', { name: '¿Enviar la solicitud?' })
    expect(dialog).toBeTruthy()
    expect(screen.getByText('No podrás editarla después.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('ignores a second click on confirm within the guard time, accepts one after it', async () => {
    vi.useFakeTimers()
    const { onConfirm } = renderDialog()
    const confirm = screen.getByRole('button', { name: 'Enviar' })

    fireEvent.click(confirm)
    await act(async () => vi.advanceTimersByTime(CONFIRM_GUARD_MS - 200))
    fireEvent.click(confirm)
    expect(onConfirm).toHaveBeenCalledTimes(1)

    await act(async () => vi.advanceTimersByTime(CONFIRM_GUARD_MS))
    fireEvent.click(confirm)
    expect(onConfirm).toHaveBeenCalledTimes(2)
  })

  it('closes only through its buttons: neither a click outside nor Escape does anything', async () => {
    const { onCancel, onConfirm } = renderDialog()
    const dialog = await screen.findByRole('alertdialog')

    fireEvent.pointerDown(document.body)
    fireEvent.click(document.body)
    expect(screen.getByRole('alertdialog')).toBe(dialog)
    expect(dialog.getAttribute('data-state')).toBe('open')
    expect(onCancel).not.toHaveBeenCalled()

    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('alertdialog').getAttribute('data-state')).toBe('open')
    expect(onCancel).not.toHaveBeenCalled()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('ignores confirm while the confirmed action still runs, even past the guard time', async () => {
    vi.useFakeTimers()
    let finish = () => undefined as void
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    renderDialog(onConfirm)
    const confirm = screen.getByRole('button', { name: 'Enviar' })
    fireEvent.click(confirm)
    await act(async () => vi.advanceTimersByTime(CONFIRM_GUARD_MS * 4))
    fireEvent.click(confirm)
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await act(async () => finish())
    fireEvent.click(confirm)
    expect(onConfirm).toHaveBeenCalledTimes(2)
    vi.useRealTimers()
  })

  it('speaks English when English is active', async () => {
    renderWithProviders(<ConfirmDialog open title="Delete?" onConfirm={() => {}} onCancel={() => {}} />, { locale: 'en' })
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy()
  })
})

describe('Modal', () => {
  it('shows its content, and closes through its close button only: never a click outside or Escape', async () => {
    const onClose = vi.fn()
    renderWithProviders(
      <Modal open title="Vista previa" onClose={onClose}>
        <p>Contenido del documento</p>
      </Modal>,
    )
    expect(await screen.findByRole('dialog', { name: 'Vista previa' })).toBeTruthy()
    fireEvent.pointerDown(document.body)
    fireEvent.click(document.body)
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByText('Contenido del documento')).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByText('Contenido del documento')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('leaves Escape to an open list of suggestions inside it, and stays open after', async () => {
    const onClose = vi.fn()
    function WithSuggestions() {
      const [text, setText] = useState('')
      const values = [{ value: 'a', label: 'Crédito Constructor' }]
      return (
        <Modal open title="Domicilio" onClose={onClose}>
          <Field.Root>
            <Field.Label>Colonia</Field.Label>
            <Autocomplete label="Colonias" values={values} text={text} onTextChange={setText} />
          </Field.Root>
        </Modal>
      )
    }
    renderWithProviders(<WithSuggestions />)
    const colony = await screen.findByRole('combobox', { name: 'Colonia' })
    await userEvent.type(colony, 'créd')
    expect(await screen.findByRole('option', { name: 'Crédito Constructor' })).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('option')).toBeNull()
    expect(onClose).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: 'Domicilio' })).toBeTruthy()
  })
})
