import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useAppForm } from '@/shared/forms/form-kit'
import { maxLength, required, rules } from '@/shared/forms/rules'
import { renderWithProviders } from '../../support/render'
import { KitForm } from '../../support/kit-form'

function ConsentForm() {
  const [sent, setSent] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: { teacher: '', accepted: false },
    onSubmit: ({ value }) => setSent(`${value.teacher} ${String(value.accepted)}`),
  })
  return (
    <KitForm form={form}>
      <form.AppForm>
        <form.AppField name="teacher" validators={{ onBlur: ({ value }) => rules(required, maxLength(12))(value) }}>
          {(field) => <field.TextField label="Profesor" required maxLength={20} />}
        </form.AppField>
        <form.AppField name="accepted" validators={{ onChange: ({ value }) => (value ? undefined : 'Marca esta casilla') }}>
          {(field) => <field.CheckboxField label="Acepto el aviso" required />}
        </form.AppField>
        <form.SubmitButton>Enviar</form.SubmitButton>
      </form.AppForm>
      {sent ? <p>Enviado {sent}</p> : null}
    </KitForm>
  )
}

describe('the forms kit’s text and checkbox fields', () => {
  it('show their messages once the form is sent, and send once both pass', async () => {
    renderWithProviders(<ConsentForm />)
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy()
    expect(screen.getByText('Marca esta casilla')).toBeTruthy()
    await userEvent.type(screen.getByLabelText(/Profesor/), 'Laura Méndez')
    await userEvent.click(screen.getByRole('checkbox', { name: /Acepto el aviso/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Enviado Laura Méndez true')).toBeTruthy()
  })
})

function ReceiptForm() {
  const form = useAppForm({ defaultValues: { day: '' }, onSubmit: () => undefined })
  return (
    <form.AppForm>
      <form.AppField name="day" validators={{ onChange: ({ value }) => (value > '2026-03-31' ? 'No puede ser posterior a hoy' : undefined) }}>
        {(field) => <field.DateField label="Fecha del recibo" min="2025-12-31" max="2026-03-31" />}
      </form.AppField>
    </form.AppForm>
  )
}

describe('the forms kit’s day field', () => {
  it('is the browser’s day input, bounded, holding YYYY-MM-DD and checked by its rule', async () => {
    renderWithProviders(<ReceiptForm />)
    const day = screen.getByLabelText('Fecha del recibo') as HTMLInputElement
    expect([day.type, day.min, day.max]).toEqual(['date', '2025-12-31', '2026-03-31'])
    fireEvent.change(day, { target: { value: '2026-04-01' } })
    expect(await screen.findByText('No puede ser posterior a hoy')).toBeTruthy()
    fireEvent.change(day, { target: { value: '2026-03-30' } })
    expect(day.value).toBe('2026-03-30')
    expect(screen.queryByText('No puede ser posterior a hoy')).toBeNull()
  })
})

/** Rules that refuse without a sentence: each field then says its kind's default (spec §5). */
function SilentRulesForm() {
  const form = useAppForm({ defaultValues: { name: '', note: '', campus: '' }, onSubmit: () => undefined })
  const refuse = () => true
  return (
    <KitForm form={form}>
      <form.AppForm>
        <form.AppField name="name" validators={{ onChange: refuse }}>
          {(field) => <field.TextField label="Nombre" />}
        </form.AppField>
        <form.AppField name="note" validators={{ onChange: refuse }}>
          {(field) => <field.TextAreaField label="Nota" />}
        </form.AppField>
        <form.AppField name="campus" validators={{ onChange: refuse }}>
          {(field) => <field.SelectField label="Campus" placeholder="Elige" options={[{ value: 'N', label: 'Norte' }]} />}
        </form.AppField>
        <form.SubmitButton>Enviar</form.SubmitButton>
      </form.AppForm>
    </KitForm>
  )
}

describe('the forms kit’s default messages', () => {
  it('name each kind of field’s default when a rule refuses without a sentence', async () => {
    renderWithProviders(<SilentRulesForm />)
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Campo requerido')).toBeTruthy()
    expect(screen.getByText('error')).toBeTruthy()
    expect(screen.getByText('Seleccione una opción')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Nota' }).getAttribute('aria-invalid')).toBe('true')
  })
})
