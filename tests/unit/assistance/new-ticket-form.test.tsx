import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NewTicketForm } from '@/features/assistance/components/new-ticket-form'
import { json, screenHarness } from '../../support/screen-harness'
import { areas, deskConfig, form, ticket } from './factories'

const harness = screenHarness({ database: 'assistance-form-test' })
const TICKET = '/monitor/op'
const ACTIVITIES = '/monitor/cnf/activity'

/** The desk with one more reason whose form asks for a procedure from catalog 1 (the options as /cnf gave them). */
const withProcedure = () => {
  const [first, ...rest] = structuredClone(areas)
  first!.issueTypes[0]!.classifications[0]!.subclassifications[0]!.reasons.push({
    id: 11113, name: 'Necesito corregir mi constancia',
    form: form({ catalogField: { label: 'Trámite que necesitas', catalogId: 1, options: [{ id: 1, name: 'Reimpresión' }, { id: 2, name: 'Corrección de nombre' }] } }),
  })
  return deskConfig({ areas: [first!, ...rest] })
}

async function chooseProcedure() {
  await userEvent.selectOptions(await select('Área'), 'Servicios escolares')
  await userEvent.selectOptions(await select('Tipo de problema'), 'Trámites')
  await userEvent.selectOptions(await select('Clasificación'), 'Calificaciones')
  await userEvent.selectOptions(await select('Subclasificación'), 'Revisión de calificación')
  await userEvent.selectOptions(await select('Motivo'), 'Necesito corregir mi constancia')
}

const optionsOf = (element: HTMLSelectElement) => [...element.options].map((option) => option.text)

const pdf = (name: string) => {
  const body = new Uint8Array(1000)
  body.set([0x25, 0x50, 0x44, 0x46, 0x2d])
  return new File([body], name, { type: 'application/pdf' })
}

/** A required field's label ends in the required mark. */
const named = (label: string) => new RegExp(`^${label}\\s*\\*?$`)
const select = (label: string) => screen.findByLabelText(named(label)) as Promise<HTMLSelectElement>
const field = (label: string) => screen.getByLabelText(named(label)) as HTMLInputElement

async function chooseGradeReview() {
  await userEvent.selectOptions(await select('Área'), 'Servicios escolares')
  await userEvent.selectOptions(await select('Tipo de problema'), 'Trámites')
  await userEvent.selectOptions(await select('Clasificación'), 'Calificaciones')
  await userEvent.selectOptions(await select('Subclasificación'), 'Revisión de calificación')
  await userEvent.selectOptions(await select('Motivo'), 'Mi calificación es incorrecta')
}

async function write(label: string, text: string) {
  await userEvent.click(field(label))
  await userEvent.paste(text)
}

async function fillSubjectRequest() {
  await write('Descripción', 'Mi calificación final de Estadística no es la que me dieron.')
  await write('Materia', 'Estadística')
  await write('Clave de la materia', 'EST-101')
  await write('Clave del grupo', 'G1')
  await write('Profesor', 'Laura Méndez')
}

describe('the new-ticket form', () => {
  it('asks level by level, and a change of level clears every level below it', async () => {
    harness.renderScreen(<NewTicketForm config={deskConfig()} onCreated={vi.fn()} />)
    expect(screen.queryByLabelText(named('Tipo de problema'))).toBeNull()
    await chooseGradeReview()
    expect(field('Materia')).toBeTruthy()
    await userEvent.selectOptions(await select('Área'), 'Finanzas')
    // The desk's words are its own, Spanish in any language of the portal: a screen reader reads them so.
    expect(screen.getByRole('option', { name: 'Finanzas' }).getAttribute('lang')).toBe('es')
    expect((await select('Tipo de problema')).value).toBe('')
    expect(screen.queryByLabelText(named('Clasificación'))).toBeNull()
    expect(screen.queryByLabelText(named('Motivo'))).toBeNull()
    expect(screen.queryByLabelText(named('Materia'))).toBeNull()
    await userEvent.selectOptions(await select('Tipo de problema'), 'Pagos')
    expect((await select('Clasificación')).value).toBe('')
  })

  it('takes evidence up to the form’s limit, through the one file input', async () => {
    harness.renderScreen(<NewTicketForm config={deskConfig()} onCreated={vi.fn()} />)
    await chooseGradeReview()
    expect(screen.getByText('Hasta 2 archivos · llevas 0 de 2')).toBeTruthy()
    await userEvent.upload(screen.getByLabelText('Agregar evidencia'), pdf('boleta.pdf'))
    await userEvent.upload(await screen.findByLabelText('Agregar evidencia'), pdf('captura.pdf'))
    expect(await screen.findByText('Hasta 2 archivos · llevas 2 de 2')).toBeTruthy()
    expect(screen.queryByLabelText('Agregar evidencia')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Quitar boleta.pdf' }))
    expect(await screen.findByLabelText('Agregar evidencia')).toBeTruthy()
  })

  it('keeps everything typed and chosen when the desk refuses the ticket, and says why', async () => {
    harness.serve({ [TICKET]: () => json({ message: 'Marca la casilla' }, 400) })
    const onCreated = vi.fn()
    harness.renderScreen(<NewTicketForm config={deskConfig()} onCreated={onCreated} />)
    await chooseGradeReview()
    await fillSubjectRequest()
    await userEvent.upload(screen.getByLabelText('Agregar evidencia'), pdf('boleta.pdf'))
    await userEvent.click(screen.getByRole('button', { name: 'Crear ticket' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('No se pudo crear el ticket.')
    expect(alert.textContent).toContain('Marca la casilla')
    expect(onCreated).not.toHaveBeenCalled()
    expect((field('Profesor')).value).toBe('Laura Méndez')
    expect((await select('Motivo')).value).toBe('11111')
    expect(screen.getByText('boleta.pdf')).toBeTruthy()
  })

  it('with no signal says a ticket needs a connection and keeps the form', async () => {
    harness.renderScreen(<NewTicketForm config={deskConfig()} onCreated={vi.fn()} />)
    await chooseGradeReview()
    await fillSubjectRequest()
    onlineManager.setOnline(false)
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await userEvent.click(screen.getByRole('button', { name: 'Crear ticket' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Sin conexión: no se pudo crear el ticket.')
    expect(harness.fetchSpy).not.toHaveBeenCalled()
    expect((field('Materia')).value).toBe('Estadística')
    onLine.mockRestore()
  })

  it('sends the path, the form’s fields and the evidence, and hands back the created ticket', async () => {
    const created = ticket({ id: 140, folio: 'MON-000140' })
    harness.serve({ [TICKET]: () => json(created) })
    const onCreated = vi.fn()
    harness.renderScreen(<NewTicketForm config={deskConfig()} onCreated={onCreated} />)
    await chooseGradeReview()
    await fillSubjectRequest()
    await userEvent.upload(screen.getByLabelText('Agregar evidencia'), pdf('boleta.pdf'))
    await userEvent.click(screen.getByRole('button', { name: 'Crear ticket' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created))
    const body = harness.fetchSpy.mock.calls[0]![1]!.body as FormData
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      accountNumber: '010245871',
      areaId: '1',
      issueTypeId: '11',
      classificationId: '111',
      subclassificationId: '1111',
      reasonId: '11111',
      description: 'Mi calificación final de Estadística no es la que me dieron.',
      subject: 'Estadística',
      subjectCode: 'EST-101',
      groupCode: 'G1',
      teacher: 'Laura Méndez',
    })
    expect((body.get('evidence1') as File).name).toBe('boleta.pdf')
  })

  it('shows what a required field still needs when sent too early', async () => {
    harness.renderScreen(<NewTicketForm config={deskConfig()} onCreated={vi.fn()} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Crear ticket' }))
    expect(await screen.findByText('Seleccione una opción')).toBeTruthy()
    expect(screen.getByText('Este campo es obligatorio')).toBeTruthy()
    expect(harness.fetchSpy).not.toHaveBeenCalled()
  })

  it('offers a catalog field’s options as /cnf/activity answers them now, asked for when its reason is chosen', async () => {
    const page = { level: 'activities', parentId: 1, options: [{ id: 1, name: 'Reimpresión', form: null }, { id: 4, name: 'Duplicado de constancia', form: null }] }
    harness.serve({ [ACTIVITIES]: () => json(page) })
    harness.renderScreen(<NewTicketForm config={withProcedure()} onCreated={vi.fn()} />)
    await chooseProcedure()
    await waitFor(async () => expect(optionsOf(await select('Trámite que necesitas'))).toEqual(['Elige una opción', 'Reimpresión', 'Duplicado de constancia']))
    const asked = new URL(String(harness.fetchSpy.mock.calls[0]![0]))
    expect([asked.searchParams.get('level'), asked.searchParams.get('parentId')]).toEqual(['activities', '1'])
  })

  it('with no signal offers the catalog field’s options that came with /cnf', async () => {
    onlineManager.setOnline(false)
    harness.fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))
    harness.renderScreen(<NewTicketForm config={withProcedure()} onCreated={vi.fn()} />)
    await chooseProcedure()
    await waitFor(() => expect(harness.fetchSpy).toHaveBeenCalled())
    expect(optionsOf(await select('Trámite que necesitas'))).toEqual(['Elige una opción', 'Reimpresión', 'Corrección de nombre'])
  })

  it('lets go of an option chosen from /cnf’s copy that the university has withdrawn since', async () => {
    let answer: (response: Response) => void = () => undefined
    const later = new Promise<Response>((resolve) => { answer = resolve })
    harness.serve({ [ACTIVITIES]: () => later as unknown as Response })
    harness.renderScreen(<NewTicketForm config={withProcedure()} onCreated={vi.fn()} />)
    await chooseProcedure()
    const procedure = await select('Trámite que necesitas')
    await userEvent.selectOptions(procedure, 'Corrección de nombre')
    expect(procedure.value).toBe('2')
    answer(json({ level: 'activities', parentId: 1, options: [{ id: 1, name: 'Reimpresión', form: null }, { id: 4, name: 'Duplicado de constancia', form: null }] }))
    await waitFor(async () => expect(optionsOf(await select('Trámite que necesitas'))).toEqual(['Elige una opción', 'Reimpresión', 'Duplicado de constancia']))
    // Chosen no more: sending asks for a choice instead of sending one the desk would refuse.
    await write('Descripción', 'Mi constancia trae mal escrito mi apellido.')
    await userEvent.click(screen.getByRole('button', { name: 'Crear ticket' }))
    expect(await screen.findByText('Seleccione una opción')).toBeTruthy()
    expect(harness.fetchSpy.mock.calls.map(([url]) => new URL(String(url)).pathname).filter((path) => path.endsWith(TICKET))).toEqual([])
  })
})
