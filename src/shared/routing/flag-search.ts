/**
 * A search flag that keeps a part of a screen open across a reload (e.g. `?registrar=true` keeps
 * a registration form open, so its draft comes back where the person left it).
 */
export function flagSearch<K extends string>(name: K) {
  return (search: Record<string, unknown>): Partial<Record<K, true>> =>
    search[name] === true || search[name] === 'true' ? ({ [name]: true } as Partial<Record<K, true>>) : {}
}
