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
    act(() => vi.advanceTimersByTime(CONFIRM_GUARD_MS - 200))
    fireEvent.click(confirm)
    expect(onConfirm).toHaveBeenCalledTimes(1)

    act(() => vi.advanceTimersByTime(CONFIRM_GUARD_MS))
    fireEvent.click(confirm)
    expect(onConfirm).toHaveBeenCalledTimes(2)
  })

  it('does not close on a click outside; Escape does what Cancelar does', async () => {
    const { onCancel, onConfirm } = renderDialog()
    const dialog = await screen.findByRole('alertdialog')

    fireEvent.pointerDown(document.body)
    fireEvent.click(document.body)
    expect(screen.getByRole('alertdialog')).toBe(dialog)
    expect(dialog.getAttribute('data-state')).toBe('open')
    expect(onCancel).not.toHaveBeenCalled()

    await userEvent.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('speaks English when English is active', async () => {
    renderWithProviders(<ConfirmDialog open title="Delete?" onConfirm={() => {}} onCancel={() => {}} />, { locale: 'en' })
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy()
  })
})

describe('Modal', () => {
  it('shows its content, and closes through its close button or Escape, never a click outside', async () => {
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
    expect(onClose).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('leaves Escape to an open list of suggestions inside it, then closes on the next', async () => {
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
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('with only footer buttons, Escape does what its cancel button does', async () => {
    const onEscape = vi.fn()
    renderWithProviders(
      <Modal open title="Tienes envíos pendientes" onEscape={onEscape} footer={<button onClick={onEscape}>Cancelar</button>}>
        <p>Hay 2 envíos</p>
      </Modal>,
    )
    await screen.findByRole('dialog', { name: 'Tienes envíos pendientes' })
    await userEvent.keyboard('{Escape}')
    expect(onEscape).toHaveBeenCalledTimes(1)
  })
})
