import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QueuedUpload } from '@/shared/files/queued-upload'
import type { OutboxItem } from '@/shared/sync/outbox-item'
import { renderWithProviders } from '../../support/render'

const item = (over: Partial<OutboxItem>): OutboxItem => ({
  id: 'u1',
  kind: 'upload',
  method: 'POST',
  url: '/api/digitalfile/assignment/upload',
  files: [{ field: 'file', name: 'recibo agua.pdf', blob: new Blob([new Uint8Array(2048)]) }],
  meta: { domain: 'digital-file', documentDeliveredId: 4 },
  label: 'Expediente digital: Comprobante de domicilio',
  createdAt: 1,
  attempts: 1,
  status: 'pending',
  nextAttemptAt: 0,
  ...over,
})

describe('an upload still in the outbox, on its document', () => {
  it('says it waits, with its file and size', () => {
    renderWithProviders(<QueuedUpload item={item({})} documentName="Comprobante de domicilio" />)
    expect(screen.getByText('recibo agua.pdf')).toBeTruthy()
    expect(screen.getByText(/2\s?kB/)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows the server’s refusal and offers to retry or discard, keeping the file', () => {
    renderWithProviders(
      <QueuedUpload item={item({ status: 'failed', lastError: 'El documento está pendiente de aprobación' })} documentName="Comprobante de domicilio" />,
    )
    expect(screen.getByText('No enviado: El documento está pendiente de aprobación')).toBeTruthy()
    expect(screen.getByText('recibo agua.pdf')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reintentar envío de Comprobante de domicilio' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Descartar envío de Comprobante de domicilio' })).toBeTruthy()
  })
})
