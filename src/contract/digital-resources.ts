import * as v from 'valibot'
import { AccountNumber, IsoDate, IsoDateTime } from './common.ts'

/**
 * Digital resources (menu keys digital-resources and libraries, spec §2 and §7): the libraries of a
 * portal, the ones a student may use (by campus and program), and the documents and images each
 * holds, searched by title, author or subject. Every refusal is a 400 or 403 with a Spanish `message`.
 */

/** Spec §9: a search runs on more than 3 characters (or none, which lists everything). */
export const LIBRARY_SEARCH_MIN_CHARS = 3
export const LIBRARY_PAGE_SIZE_MAX = 50

export const LibraryId = v.pipe(v.string(), v.regex(/^[A-Z0-9-]{3,24}$/, 'la biblioteca no es válida'))
export const LIBRARY_SCOPES = ['general', 'campus', 'program'] as const

/** One library of a portal: open to every student (`general`), to a campus, or to a program. */
export const Library = v.object({
  id: LibraryId,
  name: v.string(),
  description: v.string(),
  scope: v.picklist(LIBRARY_SCOPES),
  campusName: v.nullable(v.string()),
  programName: v.nullable(v.string()),
  documents: v.number(),
  images: v.number(),
})
export type Library = v.InferOutput<typeof Library>

/** `GET /catalogs/sectiondocument`: the sections a library's documents are filed under. */
export const DocumentSection = v.object({ code: v.string(), name: v.string() })
export type DocumentSection = v.InferOutput<typeof DocumentSection>

export const RESOURCE_KINDS = ['document', 'image'] as const
export type ResourceKind = (typeof RESOURCE_KINDS)[number]

/** A document (PDF) or an image of a library. */
export const LibraryItem = v.object({
  id: v.number(),
  libraryId: LibraryId,
  kind: v.picklist(RESOURCE_KINDS),
  title: v.string(),
  author: v.string(),
  subject: v.string(),
  section: v.string(),
  publishedOn: IsoDate,
  fileName: v.string(),
  mimeType: v.string(),
  sizeBytes: v.number(),
})
export type LibraryItem = v.InferOutput<typeof LibraryItem>

export const LibraryItemPage = v.object({
  content: v.array(LibraryItem),
  page: v.number(),
  size: v.number(),
  totalElements: v.number(),
  totalPages: v.number(),
})
export type LibraryItemPage = v.InferOutput<typeof LibraryItemPage>

const SearchValue = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(100, 'la búsqueda admite hasta 100 caracteres'),
  v.check((text) => text === '' || text.length > LIBRARY_SEARCH_MIN_CHARS, 'la búsqueda necesita más de 3 caracteres'),
)

const QueryNumber = (min: number, max: number, message: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, message), v.toNumber(), v.minValue(min, message), v.maxValue(max, message))

export const LibraryQuery = v.strictObject({ accountNumber: AccountNumber })

/** A section's code (`DocumentSection.code`); the server answers 400 when no section has it. */
export const SectionCode = v.pipe(v.string(), v.regex(/^[A-Z0-9-]{1,20}$/, 'la sección no es válida'))

export const LibraryItemsQuery = v.strictObject({
  accountNumber: AccountNumber,
  library: LibraryId,
  /** Only the items filed under this section (`GET /catalogs/sectiondocument`); every section without it. */
  section: v.optional(SectionCode),
  page: v.optional(QueryNumber(0, 10_000, 'la página debe ser un número de 0 en adelante')),
  size: v.optional(QueryNumber(1, LIBRARY_PAGE_SIZE_MAX, `el tamaño de página va de 1 a ${LIBRARY_PAGE_SIZE_MAX}`)),
  value: v.optional(SearchValue),
})
export type LibraryItemsQuery = v.InferInput<typeof LibraryItemsQuery>

export const LibraryFileQuery = v.strictObject({
  accountNumber: AccountNumber,
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'el recurso no es válido')),
})

/** The file of a document or image, as the portal's other files travel (base64 in JSON). */
export const LibraryFile = v.object({
  id: v.number(),
  fileName: v.string(),
  mimeType: v.picklist(['application/pdf', 'image/png']),
  base64: v.pipe(v.string(), v.minLength(1)),
  generatedAt: IsoDateTime,
})
export type LibraryFile = v.InferOutput<typeof LibraryFile>
