import type { FileDocument } from '@/contract/digital-file'

/** A document of the digital file waiting for its upload; `over` sets what a test is about. */
export const fileDocument = (over: Partial<FileDocument> = {}): FileDocument => ({
  documentDeliveredId: 1,
  assignedDigitalFileId: 9,
  name: 'Acta de nacimiento',
  description: '',
  status: 'pending-upload',
  statusWord: 'PENDIENTE',
  allowedExtensions: ['pdf'],
  maxSizeMb: 5,
  dueDate: null,
  file: null,
  rejectionReason: null,
  physical: null,
  extension: null,
  canUpload: true,
  canRequestExtension: false,
  ...over,
})
