import { endpoints } from '@/contract/endpoints'
import type { MenuItem } from '@/contract/user'
import { request } from '@/shared/http/request'

const reported = new Set<string>()

/** Logs (once per key) an internal error for a menu key the portal has no icon for. */
export function reportMissingIcon(item: MenuItem) {
  if (reported.has(item.icon)) return
  reported.add(item.icon)
  console.error(`[menu] internal error: no icon for menu key "${item.icon}" (item ${item.id}); item hidden`)
  // Auditing is best effort: with no signal the console entry is all there is.
  if (!navigator.onLine) return
  void request(endpoints.binnacle, {
    body: {
      action: 'menu-icon-missing',
      eventuality: 'internal-error',
      detail: `key=${item.icon} item=${item.id}`,
      browser: navigator.userAgent.slice(0, 80),
      device: /Mobi/i.test(navigator.userAgent) ? 'mobile' : 'desktop',
    },
  }).catch(() => undefined)
}
