import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { sessionMode } from '@/shared/auth/session-mode'
import { isApiError } from '@/shared/http/api-error'
import { reactionTo } from '@/shared/http/error-policy'
import { showAlert, showUnknownError } from '@/shared/ui/toaster'
import { reloadOnceForAuth } from './reauthenticate'

interface ErrorMeta {
  /** The screen shows this failure itself; no snackbar. */
  silent?: boolean
}

/**
 * One place turns failed calls into what the person sees (spec §8). While the session is not
 * confirmed the portal is as good as offline (its header says it is reconnecting): a call that
 * could not be made is no error to announce.
 */
export function reportError(error: unknown, meta?: ErrorMeta) {
  const reaction = reactionTo(error, navigator.onLine && sessionMode() !== 'offline')
  // A session known to have ended is already on its way to the sign-in page (see boot.tsx).
  if (reaction.kind === 'reauthenticate') return sessionMode() === 'ended' ? undefined : reloadOnceForAuth()
  if (reaction.kind === 'silent' || meta?.silent) return
  if (reaction.message) showAlert({ type: 'error', message: reaction.message })
  else showUnknownError()
}

/** Worth trying again: the network, a timeout or the server failed, not the request. */
const isTransient = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 500)

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta as ErrorMeta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => reportError(error, mutation.meta as ErrorMeta),
    }),
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        retry: (count, error) => count < 2 && isTransient(error),
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  })
}
