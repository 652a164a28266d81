/** Every key the portal writes to localStorage or sessionStorage, in one place. */
export const STORAGE_KEYS = {
  /** Chosen interface language; not personal, kept across sign-outs. */
  locale: 'portal.locale',
  /** Path to return to after the sign-in round trip (sessionStorage). */
  afterLogin: 'portal.after-login',
  /** Time of the last reload caused by a 401, to reload only once (sessionStorage). */
  reloadedAt: 'portal.reloaded-at',
  /** Time of the last reload caused by a missing code chunk after a deploy (sessionStorage). */
  chunkReloadAt: 'portal.chunk-reload-at',
  /** Subject of the person signed in on this browser, for starting with no signal; removed at sign-out. */
  lastUser: 'portal.last-user',
  /**
   * The sign-in on this browser (the `sid` of its tokens), to ask whether it was closed from
   * another device once the provider says it ended; removed at sign-out.
   */
  sessionId: 'portal.session-id',
  /** TanStack Query's persisted cache (non-personal or small data only); removed at sign-out. */
  queryCache: 'portal.query-cache',
  /** '1' while a sign-out made with no signal is still to be finished at the provider; not personal, outlives the wipe. */
  pendingSignOut: 'portal.pending-sign-out',
  /** Light or dark colours chosen in Configuración (absent: follow the device); not personal, kept across sign-outs. */
  colorMode: 'portal.color-mode',
  /** The brand (`uvm`, `unitec`) the portal last started as, so the next start paints in its colours at once; not personal. */
  brand: 'portal.brand',
  /** Agenda calendars the person hid (the hidden ones, so a new calendar shows by default). */
  agendaHiddenCalendars: 'portal.agenda-hidden-calendars',
} as const

/** Keys that belong to the person signed in: sign-out removes them (the language stays). */
export const PERSONAL_STORAGE_KEYS = [STORAGE_KEYS.lastUser, STORAGE_KEYS.sessionId, STORAGE_KEYS.queryCache, STORAGE_KEYS.agendaHiddenCalendars] as const

/** localStorage, or nothing where the browser refuses it (some private modes). */
export function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
