import { digitalResourcesEndpoints } from '../../src/contract/digital-resources-endpoints.ts'
import type { ResourceKind } from '../../src/contract/digital-resources.ts'
import type { Db } from '../db/sql.ts'
import { accountLibraries, documentSections, itemFile, libraryPortal, portalLibraries, searchItems, sectionExists } from '../data/digital-resources.ts'
import { assertCanReadAccount } from './access.ts'
import type { KnownCaller } from './caller.ts'
import { badRequest, forbidden, notFound } from './errors.ts'
import type { Routes } from './route.ts'

/**
 * Digital resources and libraries. The catalogs are the caller's portal's; what an account may use
 * follows the one account rule (own accounts, a tutor's linked and enabled students, an
 * Administrativo with Lectura on digital-resources), and a library must be one of the account's
 * (general, or of one of its campuses or programs).
 */
export const SERVICE = 'digital-resources'
export const NO_LIBRARY = 'La biblioteca no existe'
export const NOT_YOUR_LIBRARY = 'Esta biblioteca no está disponible para la cuenta'
export const NO_RESOURCE = 'El recurso no existe'
export const noSection = (code: string) => `La sección «${code}» no existe`

const spanish = { spanish: true }
const DEFAULT_PAGE_SIZE = 10

function assertLibraryOfAccount(db: Db, caller: KnownCaller, accountNumber: string, libraryId: string): void {
  assertCanReadAccount(db, caller, accountNumber, SERVICE)
  if (libraryPortal(db, libraryId) !== caller.portal) throw notFound(NO_LIBRARY)
  if (!accountLibraries(db, accountNumber, caller.portal).some((library) => library.id === libraryId)) throw forbidden(NOT_YOUR_LIBRARY)
}

export function digitalResourcesRoutes(r: Routes): void {
  r.user(digitalResourcesEndpoints.libraryCatalog, ({ db, caller }) => portalLibraries(db, caller.portal), spanish)
  r.user(digitalResourcesEndpoints.documentSections, ({ db }) => documentSections(db), spanish)

  r.user(digitalResourcesEndpoints.studentLibraries, ({ db, caller, query }) => {
    assertCanReadAccount(db, caller, query.accountNumber, SERVICE)
    return accountLibraries(db, query.accountNumber, caller.portal)
  }, spanish)

  const items = (kind: ResourceKind) => digitalResourcesEndpoints[kind === 'document' ? 'libraryDocuments' : 'libraryImages']
  for (const kind of ['document', 'image'] as const) {
    r.user(items(kind), ({ db, caller, query }) => {
      assertLibraryOfAccount(db, caller, query.accountNumber, query.library)
      const section = query.section ?? null
      if (section !== null && !sectionExists(db, section)) throw badRequest(noSection(section))
      return searchItems(db, { libraryId: query.library, kind, section, value: query.value ?? '', page: query.page ?? 0, size: query.size ?? DEFAULT_PAGE_SIZE })
    }, spanish)
  }

  r.user(digitalResourcesEndpoints.libraryFile, ({ db, caller, query, now }) => {
    assertCanReadAccount(db, caller, query.accountNumber, SERVICE)
    const id = Number(query.id)
    const file = itemFile(db, id)
    if (!file || libraryPortal(db, file.libraryId) !== caller.portal) throw notFound(NO_RESOURCE)
    assertLibraryOfAccount(db, caller, query.accountNumber, file.libraryId)
    return { id, fileName: file.fileName, mimeType: file.mimeType, base64: Buffer.from(file.bytes).toString('base64'), generatedAt: now.toISOString() }
  }, spanish)
}
