/** Every key the portal writes to localStorage or sessionStorage, in one place. */
export const STORAGE_KEYS = {
  /** Chosen interface language; not personal, kept across sign-outs. */
  locale: 'portal.locale',
  /** Path to return to after the sign-in round trip (sessionStorage). */
  afterLogin: 'portal.after-login',
  /** Time of the last reload caused by a 401, to reload only once (sessionStorage). */
  reloadedAt: 'portal.reloaded-at',
} as const
