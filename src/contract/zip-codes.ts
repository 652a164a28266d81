import * as v from 'valibot'
import { ZipCode } from './field-patterns.ts'

/**
 * Mexican postal codes (spec §3 "autocomplete", §5 "zip code"): `GET /catalogs/zipcode/{zip}`
 * answers the state, the municipality (an alcaldía in Mexico City) and the settlements
 * (colonias) of one code, as the national postal catalog (SEPOMEX) lists them. Any signed-in
 * caller may ask, like the other catalogs.
 *
 * - A code that is not exactly 5 digits: 400 with the zip pattern's sentence.
 * - A code the catalog does not hold: 404 with a Spanish `message`. The university's copy is
 *   not exhaustive, so an address with such a code is taken as typed.
 * - An address with a code the catalog holds must name one of its colonies, its municipality and
 *   its state (`placeMismatch`); the server keeps them as the catalog writes them.
 */

export const ZipCodeParams = v.strictObject({ zip: ZipCode })

export const ZipCodePlace = v.object({
  zipCode: v.string(),
  state: v.string(),
  municipality: v.string(),
  /** In the catalog's order; at least one. */
  colonies: v.pipe(v.array(v.string()), v.minLength(1)),
})
export type ZipCodePlace = v.InferOutput<typeof ZipCodePlace>

/** How two place names are compared: without accents, case or repeated spaces ("benito  juarez" is "Benito Juárez"). */
export const placeKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('es-MX')
    .replace(/\s+/g, ' ')
    .trim()

export const samePlace = (a: string, b: string) => placeKey(a) === placeKey(b)

/** The catalog's spelling of `colony` among the code's colonies, or undefined when it is not one of them. */
export const colonyOf = (place: ZipCodePlace, colony: string) => place.colonies.find((name) => samePlace(name, colony))

export type PlaceMismatch = 'state' | 'municipality' | 'colony'

/**
 * The first place field of an address that does not belong to its zip code, widest first (a
 * wrong state says the code itself is likely mistyped); null when all three do.
 */
export function placeMismatch(place: ZipCodePlace, values: { state: string; municipality: string; colony: string }): PlaceMismatch | null {
  if (!samePlace(place.state, values.state)) return 'state'
  if (!samePlace(place.municipality, values.municipality)) return 'municipality'
  if (colonyOf(place, values.colony) === undefined) return 'colony'
  return null
}
