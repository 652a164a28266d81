import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { FileInput, type PickedFile } from '@/shared/files/file-input'
import { alertStore, dismissAlert } from '@/shared/ui/toaster'
import { renderWithProviders } from '../../support/render'

const pdf = (name: string, size = 1000) => {
  const body = new Uint8Array(size)
  body.set([0x25, 0x50, 0x44, 0x46, 0x2d])
  return new File([body], name, { type: 'application/pdf' })
}
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], name, { type: 'image/png' })

function Harness({ maxSizeMb = 5 }: { maxSizeMb?: number }) {
  const [file, setFile] = useState<PickedFile | null>(null)
  return <FileInput label="Archivo del acta" limits={{ allowedExtensions: ['pdf'], maxSizeMb, takenNames: ['curp.pdf'] }} value={file} onChange={setFile} />
}

describe('the portal’s file input', () => {
  afterEach(() => dismissAlert())

  it('takes an allowed file and shows it with its size, under its cleaned name', async () => {
    renderWithProviders(<Harness />)
    await userEvent.upload(screen.getByLabelText('Archivo del acta'), pdf('acta (1).pdf', 2048))
    expect(await screen.findByText('acta _1_.pdf')).toBeTruthy()
    expect(screen.getByText(/2\s?kB/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Quitar acta _1_.pdf' })).toBeTruthy()
  })

  it('refuses a file whose content is not what its name says, keeping the previous choice and saying why', async () => {
    renderWithProviders(<Harness />)
    const input = screen.getByLabelText('Archivo del acta')
    await userEvent.upload(input, pdf('acta.pdf'))
    await screen.findByText('acta.pdf')
    await userEvent.upload(input, png('foto.pdf'))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Elige un archivo de tipo PDF.')
    expect(screen.getByText('acta.pdf')).toBeTruthy()
    expect(alertStore.getSnapshot().map((alert) => [alert.type, alert.message])).toEqual([['info', 'Archivo no compatible']])
  })

  it('refuses a file over the size with the limit in MB', async () => {
    renderWithProviders(<Harness maxSizeMb={1} />)
    await userEvent.upload(screen.getByLabelText('Archivo del acta'), pdf('grande.pdf', 1024 * 1024 + 1))
    expect((await screen.findByRole('alert')).textContent).toBe('El archivo no debe exceder 1 MB.')
  })

  it('refuses a name already used in the same place', async () => {
    renderWithProviders(<Harness />)
    await userEvent.upload(screen.getByLabelText('Archivo del acta'), pdf('CURP.pdf'))
    expect((await screen.findByRole('alert')).textContent).toMatch(/Ya hay un archivo llamado CURP\.pdf/)
  })

  it('takes one file at a time', async () => {
    renderWithProviders(<Harness />)
    const input = screen.getByLabelText('Archivo del acta')
    input.setAttribute('multiple', '')
    await userEvent.upload(input, [pdf('a.pdf'), pdf('b.pdf')])
    expect((await screen.findByRole('alert')).textContent).toBe('Solo se acepta un archivo a la vez.')
  })
})
