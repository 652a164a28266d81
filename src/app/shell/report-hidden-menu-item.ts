import type { MenuItem } from '@/contract/user'

const reported = new Set<string>()

/** Why an entry of the server's menu is not shown: the portal has no icon for its key, or no screen at its route. */
export type HiddenBecause = 'no icon' | 'no screen'

/**
 * Logs (once per key or route) the internal error of a menu entry the portal cannot show
 * (spec §8), and records it in the binnacle.
 */
export function reportHiddenMenuItem(item: MenuItem, because: HiddenBecause) {
  const what = because === 'no icon' ? `menu key "${item.icon}"` : `menu route "${item.route}"`
  if (reported.has(what)) return
  reported.add(what)
  console.error(`[menu] internal error: ${because} for ${what} (item ${item.id}); item hidden`)
  const detail = because === 'no icon' ? `menu key=${item.icon} item=${item.id} hidden: no icon` : `menu route=${item.route} item=${item.id} hidden: no screen`
  void import('@/shared/binnacle/record').then(({ recordAction }) => recordAction('view', { eventuality: 'error', detail }))
}
