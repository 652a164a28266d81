/**
 * `?change=true` while the change form is open, so a reload opens it again with its draft;
 * anything else reads as closed. A plain function, like `idSearch`: the route's check adds nothing
 * to the first load.
 */
export function personalSearch(search: Record<string, unknown>): { change?: true } {
  return search.change === true ? { change: true } : {}
}
