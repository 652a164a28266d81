import type { MenuItem } from '@/contract/user'

const reported = new Set<string>()

/** Logs (once per key) an internal error for a menu key the portal has no icon for (spec §8), and records it in the binnacle. */
export function reportMissingIcon(item: MenuItem) {
  if (reported.has(item.icon)) return
  reported.add(item.icon)
  console.error(`[menu] internal error: no icon for menu key "${item.icon}" (item ${item.id}); item hidden`)
  void import('@/shared/binnacle/record').then(({ recordAction }) =>
    recordAction('view', { eventuality: 'error', detail: `menu key=${item.icon} item=${item.id} hidden: no icon` }),
  )
}
