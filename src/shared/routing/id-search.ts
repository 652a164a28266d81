/**
 * The search of a route that names one record by a positive whole number (`?ticket=`, `?doc=`,
 * `?id=`); anything else is left out, so the screen shows its own "not found".
 */
export function idSearch<K extends string>(name: K) {
  return (search: Record<string, unknown>): Partial<Record<K, number>> => {
    const id = Number(search[name])
    return Number.isInteger(id) && id > 0 ? ({ [name]: id } as Partial<Record<K, number>>) : {}
  }
}
