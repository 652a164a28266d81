import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useAppForm } from '@/shared/forms/form-kit'
import { chosen, maxLength, required, rules } from '@/shared/forms/rules'
import { renderWithProviders } from '../../support/render'
import { KitForm } from '../../support/kit-form'

function RequestForm({ fail }: { fail: boolean }) {
  const [sent, setSent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { kind: '', reason: '' },
    onSubmit: async ({ value }) => {
      if (fail) return setError('No se pudo enviar')
      setSent(`${value.kind}: ${value.reason}`)
    },
  })
  return (
    <KitForm form={form}>
      <form.AppForm>
        <form.AppField name="kind" validators={{ onChange: ({ value }) => chosen(value) }}>
          {(field) => <field.SelectField label="Tipo" required placeholder="Elige" options={[{ value: 'a', label: 'Salud' }]} />}
        </form.AppField>
        <form.AppField name="reason" validators={{ onBlur: ({ value }) => rules(required, maxLength(10))(value) }}>
          {(field) => <field.TextAreaField label="Motivo" required maxLength={20} />}
        </form.AppField>
        <form.SubmitButton>Enviar</form.SubmitButton>
      </form.AppForm>
      {sent ? <p>Enviado {sent}</p> : null}
      {error ? <p role="alert">{error}</p> : null}
    </KitForm>
  )
}

describe('the forms kit', () => {
  it('says nothing before the person acts, then every problem once they try to send', async () => {
    renderWithProviders(<RequestForm fail={false} />)
    expect(screen.queryByText('Este campo es obligatorio')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy()
    expect(screen.getByText('Seleccione una opción')).toBeTruthy()
  })

  it('checks a text when the person leaves it, and sends once everything passes', async () => {
    renderWithProviders(<RequestForm fail={false} />)
    await userEvent.type(screen.getByLabelText(/Motivo/), 'demasiado largo')
    expect(screen.queryByText('Máximo 10 caracteres')).toBeNull()
    await userEvent.tab()
    expect(await screen.findByText('Máximo 10 caracteres')).toBeTruthy()
    await userEvent.clear(screen.getByLabelText(/Motivo/))
    await userEvent.type(screen.getByLabelText(/Motivo/), 'hospital')
    await userEvent.selectOptions(screen.getByLabelText(/Tipo/), 'a')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Enviado a: hospital')).toBeTruthy()
  })

  it('keeps what was typed when sending fails', async () => {
    renderWithProviders(<RequestForm fail />)
    await userEvent.selectOptions(screen.getByLabelText(/Tipo/), 'a')
    await userEvent.type(screen.getByLabelText(/Motivo/), 'hospital')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo enviar')
    expect((screen.getByLabelText(/Motivo/) as HTMLTextAreaElement).value).toBe('hospital')
  })
})
