import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PersonalContent } from '@/features/personal-information/components/personal-content'
import { downloadFile } from '@/shared/viewer/download'
import { json, screenHarness, student } from '../../support/screen-harness'
import { personalInformation, request } from './factories'

const pdfjs = await vi.hoisted(async () => (await import('../viewer/fake-pdfjs')).createFakePdfjs(1))
vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => pdfjs)
vi.mock('@/shared/viewer/download', () => ({ downloadFile: vi.fn(), REVOKE_DELAY_MS: 60_000 }))

const harness = screenHarness({ database: 'personal-information-content-test' })
const RECORD = '/student/personalInformation'

const decided = [
  request({ id: 3, status: 'approved', changes: [{ field: 'birthPlace', from: 'Puebla', to: 'Ciudad de México' }], decidedAt: '2026-10-02T17:00:00.000Z', documentName: null }),
  request({
    id: 2, status: 'rejected', changes: [{ field: 'givenNames', from: 'Valeria', to: 'Valeria Sofía' }], decidedAt: '2026-09-02T17:00:00.000Z',
    reason: 'Los datos que escribiste no coinciden con el documento oficial que enviaste.', documentName: 'Acta de nacimiento.pdf',
  }),
]

/** The screen's part with the form's open state kept as the route keeps it. */
function WithForm() {
  const [changing, setChanging] = useState(false)
  return <PersonalContent student={student} canWrite changing={changing} onChanging={setChanging} />
}

describe('the personal information', () => {
  it('shows the record as a definition list, with the date in words and the age', async () => {
    harness.serve({ [RECORD]: () => json(personalInformation()) })
    harness.renderScreen(<PersonalContent student={student} canWrite changing={false} onChanging={vi.fn()} />)
    const record = await screen.findByRole('region', { name: 'Datos registrados' })
    const terms = within(record).getAllByRole('term').map((term) => term.textContent)
    expect(terms).toEqual(['Nombre(s)', 'Apellido paterno', 'Apellido materno', 'CURP', 'Fecha de nacimiento', 'Sexo', 'Estado civil', 'Nacionalidad', 'Lugar de nacimiento'])
    expect(within(record).getByText('HERV990314MDFRZL02')).toBeTruthy()
    expect(within(record).getByText(/^14 de marzo de 1999 \(\d+ años\)$/)).toBeTruthy()
    expect(within(record).getByText('Soltero/a')).toBeTruthy()
    expect(within(record).getByRole('button', { name: 'Descargar PDF' })).toBeTruthy()
  })

  it('lets the student open the change form, and shows each request with its status words and reason', async () => {
    harness.serve({ [RECORD]: () => json(personalInformation({ requests: decided })) })
    const onChanging = vi.fn()
    harness.renderScreen(<PersonalContent student={student} canWrite changing={false} onChanging={onChanging} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Solicitar cambio' }))
    expect(onChanging).toHaveBeenCalledWith(true)
    const requests = within(screen.getByRole('region', { name: 'Solicitudes de cambio' })).getAllByRole('listitem').filter((item) => item.parentElement?.getAttribute('aria-label'))
    expect(requests).toHaveLength(2)
    expect(within(requests[0]!).getByText('Aprobada')).toBeTruthy()
    expect(requests[0]!.textContent).toContain('Lugar de nacimiento: Puebla → Ciudad de México')
    expect(within(requests[1]!).getByText('Rechazada')).toBeTruthy()
    expect(requests[1]!.textContent).toMatch(/Motivo: Los datos que escribiste no coinciden con el documento oficial que enviaste\./)
  })

  it('with a request in review shows it pending, with the review time, and offers no other', async () => {
    harness.serve({ [RECORD]: () => json(personalInformation({ requests: [request(), ...decided] })) })
    harness.renderScreen(<PersonalContent student={student} canWrite changing onChanging={vi.fn()} />)
    expect(await screen.findByText('Pendiente de aprobación')).toBeTruthy()
    expect(screen.getByText('Estado civil: Soltero/a → Casado/a')).toBeTruthy()
    expect(screen.getByText(/^La revisión tarda de 3 a 5 días\./)).toBeTruthy()
    expect(screen.getByText('Tienes una solicitud en revisión: podrás enviar otra cuando termine.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Solicitar cambio' })).toBeNull()
    expect(screen.queryByRole('form', { name: 'Solicitud de cambio de datos personales' })).toBeNull()
  })

  it('is read only for a tutor or an administrative: no change button, no form, and says who may ask', async () => {
    harness.serve({ [RECORD]: () => json(personalInformation()) })
    harness.renderScreen(<PersonalContent student={student} canWrite={false} changing onChanging={vi.fn()} />)
    expect(await screen.findByText('Solo el alumno puede solicitar cambios a sus datos personales.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Solicitar cambio' })).toBeNull()
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeTruthy()
  })

  it('opens the PDF the server writes in the file viewer, which saves it with its name', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37])
    // The record's own path: a GET reads it, a POST answers its PDF.
    harness.fetchSpy.mockImplementation(async (input, init) => {
      if (!new URL(String(input)).pathname.endsWith(RECORD)) return json({ message: 'not found' }, 404)
      return init?.method === 'POST' ? new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } }) : json(personalInformation())
    })
    harness.renderScreen(<PersonalContent student={student} canWrite changing={false} onChanging={vi.fn()} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar PDF' }))
    const viewer = await screen.findByRole('dialog', { name: 'datos-personales-010245871.pdf' })
    await within(viewer).findByText('Página 1 de 1')
    await userEvent.click(within(viewer).getByRole('button', { name: 'Descargar' }))
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1))
    const [name, blob] = vi.mocked(downloadFile).mock.calls[0]!
    expect(name).toBe('datos-personales-010245871.pdf')
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdf)
    const [, init] = harness.fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ accountNumber: '010245871' })
  })

  it('moves the focus into the form it opens, back to its button on cancel, and to the confirmation once sent', async () => {
    const sent = personalInformation({ requests: [request()] })
    harness.serve({ [RECORD]: () => json(personalInformation()), [`${RECORD}/request`]: () => json(sent) })
    harness.renderScreen(<WithForm />)
    await userEvent.click(await screen.findByRole('button', { name: 'Solicitar cambio' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Nombre\(s\)/)))
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Solicitar cambio' })))

    await userEvent.click(screen.getByRole('button', { name: 'Solicitar cambio' }))
    const nationality = await screen.findByLabelText(/^Nacionalidad/)
    await userEvent.clear(nationality)
    await userEvent.type(nationality, 'Española')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
    const note = await screen.findByText('Enviamos tu solicitud. Aquí verás la respuesta cuando la universidad la revise.')
    await waitFor(() => expect(document.activeElement).toBe(note))
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.getByText('Pendiente de aprobación')).toBeTruthy()
  })
})
