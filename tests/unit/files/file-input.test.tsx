import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { FileInput, type PickedFile } from '@/shared/files/file-input'
import { MB, type FileLimits } from '@/shared/files/file-rules'
import { alertStore, dismissAlert } from '@/shared/ui/toaster'
import { cameraJpeg, inspectJpeg } from '../../support/camera-jpeg'
import { renderWithProviders } from '../../support/render'
import { stubCanvas } from '../../support/skia-canvas'

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

/** A place that takes photos, like "Fotografía infantil", showing what it was handed. */
function PhotoHarness({ limits, onPicked }: { limits: FileLimits; onPicked: (file: PickedFile | null) => void }) {
  const [file, setFile] = useState<PickedFile | null>(null)
  return (
    <FileInput
      label="Fotografía"
      limits={limits}
      value={file}
      onChange={(picked) => {
        setFile(picked)
        onPicked(picked)
      }}
    />
  )
}

describe('a photo chosen in the portal’s file input', () => {
  afterEach(() => dismissAlert())

  it('is reduced to the place’s limit on the device, upright and without its metadata, and the person is told', async () => {
    stubCanvas()
    const picked: PickedFile[] = []
    const phone = cameraJpeg()
    renderWithProviders(<PhotoHarness limits={{ allowedExtensions: ['jpg', 'jpeg', 'png'], maxSizeMb: 2 }} onPicked={(file) => file && picked.push(file)} />)
    expect(screen.getByText('Una foto más pesada se reduce en tu dispositivo al elegirla.')).toBeTruthy()
    await userEvent.upload(screen.getByLabelText('Fotografía'), new File([new Uint8Array(phone.bytes)], 'IMG_2041.jpg', { type: 'image/jpeg' }))
    const status = screen.getByRole('status')
    expect(await screen.findByText('IMG_2041.jpg', undefined, { timeout: 15_000 })).toBeTruthy()
    expect(status.textContent).toMatch(/^Reducimos tu foto de 4[.,]\d MB a \d+ kB para enviarla, sin su ubicación ni otros datos de la cámara\.$/)
    expect(screen.queryByRole('alert')).toBeNull()
    const sent = picked[0]!
    expect(sent).toMatchObject({ name: 'IMG_2041.jpg', type: 'image/jpeg' })
    expect(sent.size).toBeLessThanOrEqual(2 * MB)
    const seen = await inspectJpeg(new Uint8Array(await sent.blob.arrayBuffer()))
    expect(seen).toMatchObject({ width: 1500, height: 2000, redOnTop: true, metadataSegments: 0 })
  })

  it('that the place cannot take leaves the previous choice and says why', async () => {
    stubCanvas()
    const picked: (PickedFile | null)[] = []
    renderWithProviders(<PhotoHarness limits={{ allowedExtensions: ['jpg', 'png'], maxSizeMb: 5, photo: { minSidePx: 200 } }} onPicked={(file) => picked.push(file)} />)
    const input = screen.getByLabelText('Fotografía')
    await userEvent.upload(input, new File([new Uint8Array(cameraJpeg({ width: 400, height: 300 }).bytes)], 'retrato.jpg', { type: 'image/jpeg' }))
    expect(await screen.findByText('retrato.jpg', undefined, { timeout: 15_000 })).toBeTruthy()
    await userEvent.upload(input, new File([new Uint8Array(cameraJpeg({ width: 160, height: 120 }).bytes)], 'miniatura.jpg', { type: 'image/jpeg' }))
    expect((await screen.findByRole('alert', undefined, { timeout: 15_000 })).textContent).toBe('La foto debe medir al menos 200 × 200 píxeles; la tuya mide 120 × 160.')
    expect(screen.getByText('retrato.jpg')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('')
    // While the new photo was prepared nothing was chosen (a send then could not take the old one
    // for it); the refusal put the previous choice back.
    expect(picked.map((file) => file?.name ?? null)).toEqual(['retrato.jpg', null, 'retrato.jpg'])
    expect(alertStore.getSnapshot().map((alert) => [alert.type, alert.message])).toEqual([['info', 'Foto demasiado pequeña']])
  })
})
