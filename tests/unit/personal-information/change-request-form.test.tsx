import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChangeRequestForm } from '@/features/personal-information/components/change-request-form'
import { json, screenHarness } from '../../support/screen-harness'
import { personalInformation, request } from './factories'

const harness = screenHarness({ database: 'personal-information-form-test' })
const REQUEST = '/student/personalInformation/request'

/** A required field's label ends in the required mark. */
const named = (label: string) => new RegExp(`^${label}\\s*\\*?$`)
const field = (label: string) => screen.getByLabelText(named(label)) as HTMLInputElement

const pdf = (name: string) => {
  const body = new Uint8Array(1000)
  body.set([0x25, 0x50, 0x44, 0x46, 0x2d])
  return new File([body], name, { type: 'application/pdf' })
}

function renderForm(onSent = vi.fn()) {
  harness.renderScreen(<ChangeRequestForm info={personalInformation()} onSent={onSent} onCancel={vi.fn()} />)
  return onSent
}

async function retype(label: string, text: string) {
  await userEvent.clear(field(label))
  await userEvent.type(field(label), text)
}

describe('the personal information change form', () => {
  afterEach(() => vi.useRealTimers())

  it('starts from the record and asks for the official document only once the marital status or a name changes', async () => {
    renderForm()
    expect((await screen.findByLabelText(named('Nombre\\(s\\)')) as HTMLInputElement).value).toBe('Valeria')
    expect(field('Fecha de nacimiento').value).toBe('1999-03-14')
    expect(screen.queryByLabelText('Documento oficial')).toBeNull()
    await retype('Nacionalidad', 'Española')
    expect(screen.queryByLabelText('Documento oficial')).toBeNull()
    await userEvent.selectOptions(screen.getByLabelText(named('Estado civil')), 'Casado/a')
    expect(screen.getByLabelText('Documento oficial')).toBeTruthy()
    await userEvent.selectOptions(screen.getByLabelText(named('Estado civil')), 'Soltero/a')
    expect(screen.queryByLabelText('Documento oficial')).toBeNull()
    await retype('Apellido materno', 'Ruíz')
    expect(screen.getByLabelText('Documento oficial')).toBeTruthy()
  })

  it('requires the document for a change of marital status, then sends the values with it', async () => {
    const answer = personalInformation({ requests: [request()] })
    harness.serve({ [REQUEST]: () => json(answer) })
    const onSent = renderForm()
    await userEvent.selectOptions(await screen.findByLabelText(named('Estado civil')), 'Casado/a')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Este campo es obligatorio')
    expect(harness.fetchSpy).not.toHaveBeenCalled()

    await userEvent.upload(screen.getByLabelText('Documento oficial'), pdf('acta de matrimonio.pdf'))
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(answer))
    const [url, init] = harness.fetchSpy.mock.calls[0]!
    expect(String(url)).toContain(REQUEST)
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    const body = init!.body as FormData
    expect(body.get('maritalStatus')).toBe('CASADO')
    expect(body.get('givenNames')).toBe('Valeria')
    expect((body.get('file') as File).name).toBe('acta de matrimonio.pdf')
  })

  it('says the age rule on a birth date of someone 9 years old, against a fixed today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-25T18:00:00Z'))
    renderForm()
    const birth = await screen.findByLabelText(named('Fecha de nacimiento'))
    await userEvent.clear(birth)
    await userEvent.type(birth, '2016-11-26')
    await userEvent.tab()
    expect(await screen.findByText('La edad mínima es de 10 años')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
    expect(harness.fetchSpy).not.toHaveBeenCalled()
    await userEvent.clear(birth)
    await userEvent.type(birth, '2016-11-25')
    await waitFor(() => expect(screen.queryByText('La edad mínima es de 10 años')).toBeNull())
  })

  it('says what the server refused and keeps everything typed', async () => {
    harness.serve({ [REQUEST]: () => json({ message: 'Ya tienes una solicitud de cambio en revisión; espera la respuesta antes de enviar otra' }, 409) })
    const onSent = renderForm()
    await screen.findByLabelText(named('Nacionalidad'))
    await retype('Nacionalidad', 'Española')
    await retype('Lugar de nacimiento', 'Madrid')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Ya tienes una solicitud de cambio en revisión')
    expect(onSent).not.toHaveBeenCalled()
    expect(field('Nacionalidad').value).toBe('Española')
    expect(field('Lugar de nacimiento').value).toBe('Madrid')
  })

  it('asks for a change before sending one', async () => {
    renderForm()
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar solicitud' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Cambia al menos un dato antes de enviar la solicitud.')
    expect(harness.fetchSpy).not.toHaveBeenCalled()
  })

  it('with no signal cannot send, says why, and keeps the form', async () => {
    renderForm()
    await screen.findByLabelText(named('Nacionalidad'))
    await retype('Nacionalidad', 'Española')
    onlineManager.setOnline(false)
    expect((await screen.findByRole('button', { name: 'Enviar solicitud' })).hasAttribute('disabled')).toBe(true)
    expect(screen.getByText('Sin conexión: enviar la solicitud necesita internet. Lo que escribiste se queda en este dispositivo.')).toBeTruthy()
    expect(field('Nacionalidad').value).toBe('Española')
  })
})
