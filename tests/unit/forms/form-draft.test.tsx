import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { deleteUserDatabases, openUserDb, readKv } from '@/shared/db/user-db'
import { DRAFT_DEBOUNCE_MS, useFormDraft } from '@/shared/forms/form-draft'
import { useAppForm } from '@/shared/forms/form-kit'
import { renderWithProviders } from '../../support/render'

interface Values {
  name: string
  reason: string
}

/** A form of the kit with a draft, as a screen would have it. */
function DraftedForm({ onSent }: { onSent?: () => void }) {
  const form = useAppForm({
    defaultValues: { name: '', reason: '' } as Values,
    onSubmit: async () => {
      await draft.clear()
      onSent?.()
    },
  })
  const draft = useFormDraft(form, 'test-form')
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.AppForm>
        {draft.restored ? <p role="status">Recuperado</p> : null}
        <form.AppField name="name">{(field) => <field.TextField label="Nombre" />}</form.AppField>
        <form.AppField name="reason">{(field) => <field.TextAreaField label="Motivo" />}</form.AppField>
        <button type="submit">Enviar</button>
      </form.AppForm>
    </form>
  )
}

describe('form drafts', () => {
  beforeEach(() => {
    openUserDb(`test-${crypto.randomUUID()}`)
  })
  afterEach(async () => {
    await deleteUserDatabases()
  })

  it('keeps what was typed in the person’s database and puts it back when the form opens again', async () => {
    const first = renderWithProviders(<DraftedForm />)
    await userEvent.type(screen.getByLabelText('Nombre'), 'Valeria')
    await userEvent.type(screen.getByLabelText('Motivo'), 'Cambio de grupo')
    await waitFor(async () => expect(await readKv('form-draft:test-form')).toEqual({ name: 'Valeria', reason: 'Cambio de grupo' }))
    first.unmount()

    renderWithProviders(<DraftedForm />)
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Recuperado')
    expect(screen.getByLabelText('Nombre')).toHaveProperty('value', 'Valeria')
    expect(screen.getByLabelText('Motivo')).toHaveProperty('value', 'Cambio de grupo')
  })

  it('keeps what was typed before the saved draft was read', async () => {
    renderWithProviders(<DraftedForm />)
    // Typed in the same moment the form opens, while the draft's read is still under way.
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Luis' } })
    await waitFor(async () => expect(await readKv('form-draft:test-form')).toEqual({ name: 'Luis', reason: '' }))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('a change just before sending is not written back as a draft once the form was sent', async () => {
    let sent = false
    renderWithProviders(<DraftedForm onSent={() => (sent = true)} />)
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana')
    // Sent within the draft's wait after the last key: its write is still pending.
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expect(sent).toBe(true))
    // Past the draft's wait: a pending write would have happened by now.
    await new Promise((resolve) => setTimeout(resolve, DRAFT_DEBOUNCE_MS * 2))
    expect(await readKv('form-draft:test-form')).toBeUndefined()
  })

  it('forgets the draft once the form was sent, and never saves an untouched form', async () => {
    let sent = false
    const first = renderWithProviders(<DraftedForm onSent={() => (sent = true)} />)
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana')
    await waitFor(async () => expect(await readKv('form-draft:test-form')).toEqual({ name: 'Ana', reason: '' }))
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expect(sent).toBe(true))
    expect(await readKv('form-draft:test-form')).toBeUndefined()
    first.unmount()

    renderWithProviders(<DraftedForm />)
    // Give the restore a chance to run, then check nothing came back.
    await waitFor(async () => expect(await readKv('form-draft:test-form')).toBeUndefined())
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByLabelText('Nombre')).toHaveProperty('value', '')
  })
})
