/** What a query without its answer yet means to the person looking at the screen (architecture §6). */
export type QueryState = 'ready' | 'loading' | 'not-downloaded' | 'failed'

/** The few facts of a query the rule needs; a `UseQueryResult` plus whether it has data. */
export interface QueryFacts {
  hasData: boolean
  isError: boolean
  isFetching: boolean
  fetchStatus: 'fetching' | 'paused' | 'idle'
}

/**
 * The rule of the shared snapshot view: a query waiting for the network, or offline with
 * nothing on the way, is "not downloaded", never a spinner that waits forever.
 */
export function queryState(facts: QueryFacts, online: boolean): QueryState {
  if (facts.hasData) return 'ready'
  if (facts.fetchStatus === 'paused' || (!online && (facts.isError || !facts.isFetching))) return 'not-downloaded'
  if (facts.isError) return 'failed'
  return 'loading'
}
