import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NotificationPage } from '@/contract/notification'
import { useDiscardItems, useMarkRead } from '@/features/notifications/mutations'
import { notificationQueries } from '@/features/notifications/queries'
import { deleteUserDatabases, openUserDb, userDb } from '@/shared/db/user-db'
import { configureRequest } from '@/shared/http/request'
import { sessionQueries } from '@/shared/session/queries'
import { activateTestLocale } from '../../support/render'
import { notification, page } from './factories'

const student = { accountNumber: '010000001', cvProgram: 'DER', campusCode: 'LV' }
const LIST_KEY = '/notification/sending/notifications?account=010000001&campus=LV&page=0&portal=uvm&program=DER&size=50'
const pendingKey = (account: string) => `/notification/sending/pending?accountNumber=${account}&portal=uvm`

async function savedPage() {
  return (await userDb().snapshots.get(LIST_KEY))!.value as NotificationPage
}
async function savedCount(account: string) {
  return ((await userDb().snapshots.get(pendingKey(account)))!.value as { totalPendingRead: number }).totalPendingRead
}

describe('marking a notification read', () => {
  let client: QueryClient
  const fetchSpy = vi.fn()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  )
  const unread = notification({ id: 7, title: 'Documento rechazado' })

  beforeEach(async () => {
    activateTestLocale('es')
    vi.stubGlobal('fetch', fetchSpy)
    configureRequest({ apiBase: 'https://api.test/api', portal: 'uvm', getToken: async () => 'token', timeoutMs: 1_000 })
    client = new QueryClient()
    const db = openUserDb(`mark-read-test-${crypto.randomUUID()}`)
    const saved = Date.now()
    await db.snapshots.bulkPut([
      { key: LIST_KEY, kind: 'notifications', value: page(unread, notification({ id: 8 })), savedAt: saved },
      { key: pendingKey('010000001'), kind: 'pending', value: { totalPendingRead: 2 }, savedAt: saved },
      { key: pendingKey('010000002'), kind: 'pending', value: { totalPendingRead: 5 }, savedAt: saved },
    ])
    client.setQueryData(notificationQueries.list(student).queryKey, { data: page(unread, notification({ id: 8 })), savedAt: null })
    client.setQueryData(sessionQueries.pending('010000001').queryKey, { totalPendingRead: 2 })
  })

  afterEach(async () => {
    vi.unstubAllGlobals()
    await deleteUserDatabases()
  })

  it('queues one receipt, marks the saved copies and the cache, and never calls the API itself', async () => {
    const { result } = renderHook(() => useMarkRead(), { wrapper })
    await act(() => result.current.mutateAsync({ notification: unread, student }))

    const [item, ...rest] = await userDb().outbox.toArray()
    expect(rest).toEqual([])
    expect(item).toMatchObject({
      kind: 'notification-read',
      method: 'PATCH',
      url: 'https://api.test/api/notification/sending/viewed?origin=student-web&portal=uvm',
      body: { accountNumber: '010000001', programCode: 'DER', campusCode: 'LV', notificationId: 7 },
      meta: { notificationId: 7, accountNumber: '010000001' },
      label: 'Notificación leída: Documento rechazado',
      status: 'pending',
    })
    expect((await savedPage()).content.map((n) => n.read)).toEqual([true, false])
    expect(await savedCount('010000001')).toBe(1)
    expect(await savedCount('010000002')).toBe(5)
    expect(client.getQueryData(notificationQueries.list(student).queryKey)?.data.content[0]?.read).toBe(true)
    expect(client.getQueryData(sessionQueries.pending('010000001').queryKey)).toEqual({ totalPendingRead: 1 })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('queues nothing for a notification already read', async () => {
    const { result } = renderHook(() => useMarkRead(), { wrapper })
    await act(() => result.current.mutateAsync({ notification: { ...unread, read: true }, student }))
    expect(await userDb().outbox.count()).toBe(0)
    expect(await savedCount('010000001')).toBe(2)
  })

  it('leaves it unread again when its receipt is discarded', async () => {
    const { result } = renderHook(() => ({ mark: useMarkRead(), discard: useDiscardItems() }), { wrapper })
    await act(() => result.current.mark.mutateAsync({ notification: unread, student }))
    const items = await userDb().outbox.toArray()
    await act(() => result.current.discard.mutateAsync(items))

    expect(await userDb().outbox.count()).toBe(0)
    expect((await savedPage()).content[0]?.read).toBe(false)
    expect(await savedCount('010000001')).toBe(2)
    expect(client.getQueryData(notificationQueries.list(student).queryKey)?.data.content[0]?.read).toBe(false)
    expect(client.getQueryData(sessionQueries.pending('010000001').queryKey)).toEqual({ totalPendingRead: 2 })
  })
})
