import type { Notification, NotificationPage } from '@/contract/notification'
import type { OutboxItem } from '@/shared/sync/outbox-item'

export const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 1,
  clave: 'APROBDOC',
  title: 'Documento aprobado',
  body: 'Tu documento fue aprobado.',
  docId: null,
  link: null,
  read: false,
  createdAt: '2025-03-10T15:00:00.000Z',
  ...overrides,
})

export const page = (...content: Notification[]): NotificationPage => ({ content, page: 0, size: 50, totalElements: content.length })

export const receipt = (notificationId: number, overrides: Partial<OutboxItem> = {}): OutboxItem => ({
  id: `00000000-0000-4000-8000-${String(notificationId).padStart(12, '0')}`,
  kind: 'notification-read',
  method: 'PATCH',
  url: 'https://api.test/api/notification/sending/viewed?origin=student-web&portal=uvm',
  body: {},
  meta: { notificationId, accountNumber: '010000001' },
  label: 'Notificación leída',
  createdAt: 0,
  attempts: 0,
  status: 'pending',
  nextAttemptAt: 0,
  ...overrides,
})
