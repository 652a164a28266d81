import { onlineManager } from '@tanstack/react-query'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ContactAddress, ContactType, StudentContacts } from '@/contract/contact'
import type { ZipCodePlace } from '@/contract/zip-codes'
import { AddressDialog } from '@/features/contact/components/address-dialog'
import { campusDay } from '@/shared/i18n/format'
import { ACCOUNT, json, screenHarness } from '../../support/screen-harness'

const harness = screenHarness({ database: 'contact-address-test' })

const TYPES: ContactType[] = [
  { id: 4, kind: 'email', name: 'Personal', editable: true },
  { id: 7, kind: 'address', name: 'Domicilio actual', editable: true },
  { id: 8, kind: 'address', name: 'Domicilio fiscal', editable: true },
]
const SECTIONS = ['Acorralado', 'Avisadero', 'Capilla', 'Corrales', 'Guadalupe', 'Iztlahuaca', 'Jardines', 'La Cruz', 'Loma Alta', 'Mercedes', 'Palmitas', 'Puente']
const TEOTONGO: ZipCodePlace = {
  zipCode: '09630', state: 'Ciudad de México', municipality: 'Iztapalapa', colonies: SECTIONS.map((s) => `San Miguel Teotongo Sección ${s}`),
}
const CONSTRUCTOR: ZipCodePlace = { zipCode: '03940', state: 'Ciudad de México', municipality: 'Benito Juárez', colonies: ['Crédito Constructor'] }

/** A required field's label ends in the required mark. */
const named = (label: string) => new RegExp(`^${label}\\s*\\*?$`)
const field = (label: string) => screen.getByLabelText(named(label)) as HTMLInputElement
const colony = () => screen.getByRole('combobox', { name: named('Colonia') }) as HTMLInputElement
/** The combobox's list, hidden or not (a hidden element has no accessible name to find it by). */
const colonyList = () => document.getElementById(colony().getAttribute('aria-controls') ?? '') as HTMLElement
const shownOptions = () => within(colonyList()).queryAllByRole('option').map((option) => option.textContent)
function renderDialog() {
  const onClose = vi.fn()
  harness.renderScreen(<AddressDialog accountNumber={ACCOUNT} types={TYPES} onClose={onClose} />)
  return onClose
}

const pdf = (name: string) => {
  const body = new Uint8Array(1000)
  body.set([0x25, 0x50, 0x44, 0x46, 0x2d])
  return new File([body], name, { type: 'application/pdf' })
}

// A whole dialog with its form draws slowly on a loaded two-core machine.
const DIALOG_TEST_MS = 15_000

describe('the colony of the address form: the kit’s autocomplete over the zip code’s colonies', { timeout: DIALOG_TEST_MS }, () => {
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
  const write = (input: HTMLInputElement, text: string) => fireEvent.change(input, { target: { value: text } })

  it('searches 250 ms after typing, opens its list only past 3 characters and filters by substring whatever the case', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    harness.serve({ '/catalogs/zipcode/09630': () => json(TEOTONGO) })
    renderDialog()
    await wait(0)
    write(field('Código postal'), '09630')
    await wait(50)
    // A known code fills the state and the municipality, which then follow it.
    expect(field('Estado').value).toBe('Ciudad de México')
    expect(field('Municipio o alcaldía').value).toBe('Iztapalapa')
    expect(field('Municipio o alcaldía').readOnly).toBe(true)
    expect(screen.getByText('Código postal de Iztapalapa, Ciudad de México.')).toBeTruthy()

    write(colony(), 'Sec')
    await wait(1000)
    expect(shownOptions()).toEqual([])
    expect(colony().getAttribute('aria-expanded')).toBe('false')

    write(colony(), 'SECCIÓN P')
    await wait(249)
    expect(shownOptions()).toEqual([])
    await wait(1)
    expect(shownOptions()).toEqual(['San Miguel Teotongo Sección Palmitas', 'San Miguel Teotongo Sección Puente'])
    expect(colony().getAttribute('aria-expanded')).toBe('true')

    write(colony(), 'teotongo')
    await wait(250)
    expect(shownOptions()).toHaveLength(12)
    const list = colonyList()
    expect(list.hasAttribute('data-scrolls')).toBe(true)
    expect(getComputedStyle(list).maxHeight).toBe('251px')

    fireEvent.keyDown(colony(), { key: 'ArrowDown' })
    fireEvent.keyDown(colony(), { key: 'ArrowDown' })
    fireEvent.keyDown(colony(), { key: 'Enter' })
    expect(colony().value).toBe('San Miguel Teotongo Sección Avisadero')
    expect(shownOptions()).toEqual([])
  })

  it('asks for one of the code’s colonies, fills in the only one, and lets the person type the place of a code it does not know', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    harness.serve({ '/catalogs/zipcode/09630': () => json(TEOTONGO), '/catalogs/zipcode/03940': () => json(CONSTRUCTOR) })
    renderDialog()
    await wait(0)
    write(field('Código postal'), '09630')
    await wait(50)
    write(colony(), 'Roma Norte')
    fireEvent.blur(colony())
    await wait(300)
    expect(screen.getByText('Elige una colonia del código postal 09630')).toBeTruthy()

    write(field('Código postal'), '03940')
    await wait(50)
    expect(colony().value).toBe('Roma Norte')
    write(colony(), '')
    write(field('Código postal'), '0394')
    await wait(50)
    write(field('Código postal'), '03940')
    await wait(50)
    expect(colony().value).toBe('Crédito Constructor')

    write(field('Código postal'), '37160')
    await wait(50)
    expect(screen.getByText('Este código postal no está en nuestro catálogo: escribe tu colonia, municipio y estado.')).toBeTruthy()
    expect(screen.queryByRole('combobox', { name: named('Colonia') })).toBeNull()
    expect(field('Colonia').readOnly).toBe(false)
    expect(field('Estado').readOnly).toBe(false)
  })
})

describe('sending the address form', { timeout: DIALOG_TEST_MS }, () => {
  async function fill() {
    fireEvent.change(await screen.findByLabelText(named('Calle')), { target: { value: 'Insurgentes Sur' } })
    fireEvent.change(field('Número exterior'), { target: { value: '1602' } })
    fireEvent.change(field('Código postal'), { target: { value: '03940' } })
    expect(await screen.findByText('Código postal de Benito Juárez, Ciudad de México.')).toBeTruthy()
    fireEvent.change(field('Fecha del comprobante'), { target: { value: campusDay(Date.now()) } })
  }

  it('asks for the proof, then says the server’s refusal in the form and keeps everything typed and chosen', async () => {
    let sent: FormData | undefined
    harness.serve({ '/catalogs/zipcode/03940': () => json(CONSTRUCTOR) })
    harness.fetchSpy.mockImplementation(async (input, init) => {
      const url = new URL(String(input))
      if (url.pathname.endsWith('/catalogs/zipcode/03940')) return json(CONSTRUCTOR)
      sent = init?.body as FormData
      return json({ message: 'Ya tienes un cambio de domicilio en revisión; espera la respuesta antes de enviar otro' }, 409)
    })
    renderDialog()
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar a revisión' }))
    // Every empty required field says so once the form was tried.
    expect((await screen.findAllByText('Campo requerido')).length).toBe(6)
    expect(screen.getByText('Escribe la fecha de tu comprobante')).toBeTruthy()
    await fill()
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a revisión' }))
    expect(await screen.findByText('Adjunta tu comprobante de domicilio.')).toBeTruthy()
    expect(sent).toBeUndefined()

    await userEvent.upload(screen.getByLabelText('Comprobante de domicilio'), pdf('recibo luz.pdf'))
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a revisión' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Ya tienes un cambio de domicilio en revisión')
    expect(sent?.get('colony')).toBe('Crédito Constructor')
    expect(sent?.get('typeId')).toBe('7')
    expect((sent?.get('file') as File).name).toBe('recibo luz.pdf')
    expect(field('Calle').value).toBe('Insurgentes Sur')
    expect(colony().value).toBe('Crédito Constructor')
    expect(screen.getByText('recibo luz.pdf')).toBeTruthy()
  })

  it('puts the answer on the screen behind it once the address is sent', async () => {
    const answer: StudentContacts = { accountNumber: ACCOUNT, phones: [], emails: [], addresses: [], requests: [] }
    harness.fetchSpy.mockImplementation(async (input) => (String(input).includes('/catalogs/zipcode/03940') ? json(CONSTRUCTOR) : json(answer)))
    const onClose = vi.fn()
    harness.renderScreen(<AddressDialog accountNumber={ACCOUNT} types={TYPES} onClose={onClose} />)
    await fill()
    await userEvent.upload(screen.getByLabelText('Comprobante de domicilio'), pdf('recibo.pdf'))
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a revisión' }))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(harness.client().getQueryData(['contact', 'contacts', ACCOUNT])).toEqual({ data: answer, savedAt: null })
  })

  it('starts a change from the address as it is and sends it as a change of that address', async () => {
    let sent: { method?: string; body?: FormData } = {}
    harness.fetchSpy.mockImplementation(async (input, init) => {
      if (String(input).includes('/catalogs/zipcode/03310')) return json({ zipCode: '03310', state: 'Ciudad de México', municipality: 'Benito Juárez', colonies: ['Santa Cruz Atoyac'] })
      sent = { method: init?.method, body: init?.body as FormData }
      return json({ accountNumber: ACCOUNT, phones: [], emails: [], addresses: [], requests: [] })
    })
    const address: ContactAddress = {
      id: 31, type: { id: 8, name: 'Domicilio fiscal' }, editable: true, removable: false, kind: 'address', street: 'Avenida Universidad',
      exteriorNumber: '1000', interiorNumber: null, colony: 'Santa Cruz Atoyac', municipality: 'Benito Juárez', state: 'Ciudad de México',
      zipCode: '03310', pendingRequest: null,
    }
    const onClose = vi.fn()
    harness.renderScreen(<AddressDialog accountNumber={ACCOUNT} types={TYPES} address={address} onClose={onClose} />)
    expect(await screen.findByRole('dialog', { name: 'Cambiar domicilio' })).toBeTruthy()
    expect(field('Calle').value).toBe('Avenida Universidad')
    expect((screen.getByLabelText(named('Tipo')) as HTMLSelectElement).value).toBe('8')
    expect(await screen.findByText('Código postal de Benito Juárez, Ciudad de México.')).toBeTruthy()
    fireEvent.change(field('Número exterior'), { target: { value: '1002' } })
    fireEvent.change(field('Fecha del comprobante'), { target: { value: campusDay(Date.now()) } })
    await userEvent.upload(screen.getByLabelText('Comprobante de domicilio'), pdf('predial.pdf'))
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a revisión' }))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent.method).toBe('PUT')
    expect(sent.body?.get('contactId')).toBe('31')
    expect(sent.body?.get('exteriorNumber')).toBe('1002')
    expect(sent.body?.get('interiorNumber')).toBe('')
  })

  it('with no signal keeps the form to fill, and its send button off with the reason', async () => {
    onlineManager.setOnline(false)
    renderDialog()
    const send = await screen.findByRole('button', { name: 'Enviar a revisión' })
    expect((send as HTMLButtonElement).disabled).toBe(true)
    const reason = screen.getByText('Sin conexión: enviar tu domicilio necesita internet. Lo que escribes se queda en este dispositivo.')
    expect(send.getAttribute('aria-describedby')).toBe(reason.id)
    fireEvent.change(field('Calle'), { target: { value: 'Insurgentes Sur' } })
    expect(field('Calle').value).toBe('Insurgentes Sur')
    expect(harness.fetchSpy).not.toHaveBeenCalled()
  })
})
