/**
 * How the portal's binnacle words meet the catalog the server answers (`GET /catalogs`), which
 * `POST /config/binnacle` checks every entry against, word by word (a word it lacks is a 400).
 */

type Named = { readonly name: string }

/** Other ways a catalog may spell the portal's words: the same word renamed, in Spanish or English. */
const OTHER_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  'Inicio de sesión': ['Iniciar sesión', 'Ingreso', 'Login', 'Sign in'],
  'Cierre de sesión': ['Cerrar sesión', 'Salida', 'Logout', 'Sign out'],
  Consulta: ['Consultar', 'Visualización', 'Ver', 'View'],
  Descarga: ['Descargar', 'Download'],
  'Carga de documento': ['Carga de documentos', 'Carga', 'Subir documento', 'Upload'],
  'Actualización de datos': ['Actualización', 'Actualizar datos', 'Edición', 'Update'],
  Pago: ['Pagar', 'Pagos', 'Payment'],
  Éxito: ['Exitoso', 'Exitosa', 'Correcto', 'Success'],
  Error: ['Fallo', 'Falla', 'Failure'],
  Advertencia: ['Aviso', 'Warning'],
  'Sin conexión': ['Fuera de línea', 'Sin red', 'Offline'],
  Edge: ['Microsoft Edge'],
  Chrome: ['Google Chrome', 'Chromium'],
  Firefox: ['Mozilla Firefox'],
  Safari: ['Apple Safari'],
  Otro: ['Otros', 'Otra', 'Other', 'Others'],
  Escritorio: ['Computadora', 'Computadora de escritorio', 'PC', 'Desktop'],
  Teléfono: ['Celular', 'Móvil', 'Teléfono móvil', 'Smartphone', 'Mobile', 'Phone'],
  Tableta: ['Tablet'],
}

/** The catalogs' name for what fits no other entry. */
const OTHER = /^(otr[oa]s?|other|others)\b/

/** A word compared as people read it: no case, no accents, no spaces at the ends or doubled. */
export function sameWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/**
 * The catalog's name for one of the portal's words: the word as the catalog spells it (or one of
 * its other spellings), else the catalog's "other" entry (`other`), else nothing, which the
 * server would refuse. With no catalog (never read) the word itself.
 */
export function catalogWord(list: readonly Named[] | undefined, word: string): { name: string; other: boolean } | undefined {
  if (!list) return { name: word, other: false }
  const exact = list.find((item) => item.name === word)
  if (exact) return { name: exact.name, other: false }
  const spellings = new Set([word, ...(OTHER_SPELLINGS[word] ?? [])].map(sameWord))
  const same = list.find((item) => spellings.has(sameWord(item.name)))
  if (same) return { name: same.name, other: false }
  const other = list.find((item) => OTHER.test(sameWord(item.name)))
  return other && { name: other.name, other: true }
}

/** A menu section by the catalog's name for it, or nothing when the catalog has no such service (it is then left out, not refused). */
export function serviceWord(list: readonly Named[] | undefined, service: string): string | undefined {
  if (!list) return service
  return list.find((item) => item.name === service)?.name ?? list.find((item) => sameWord(item.name) === sameWord(service))?.name
}
