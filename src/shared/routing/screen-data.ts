import type { QueryClient } from '@tanstack/react-query'

/** A feature's prefetch module (its `prefetch.ts`): starts every call its screen makes when it opens. */
export interface ScreenPrefetch {
  prefetch: (queryClient: QueryClient) => Promise<unknown>
}

/**
 * For a route loader, never awaited: loads the screen's prefetch module beside the screen's code
 * and starts its calls. A module that cannot load (no signal) leaves the screen to ask itself.
 */
export function startScreenData(load: () => Promise<ScreenPrefetch>, queryClient: QueryClient) {
  void load().then(({ prefetch }) => prefetch(queryClient), () => undefined)
}
