import * as v from 'valibot'
import { endpoint } from './endpoints.ts'
import {
  DocumentSection, Library, LibraryFile, LibraryFileQuery, LibraryItemPage, LibraryItemsQuery, LibraryQuery,
} from './digital-resources.ts'

/** The digital resources' calls, apart from `endpoints` so they load with their screens. */
export const digitalResourcesEndpoints = {
  libraryCatalog: endpoint({ method: 'GET', path: '/catalogs/libraries', response: v.array(Library) }),
  documentSections: endpoint({ method: 'GET', path: '/catalogs/sectiondocument', response: v.array(DocumentSection) }),
  studentLibraries: endpoint({ method: 'GET', path: '/student/libraries', query: LibraryQuery, response: v.array(Library) }),
  libraryDocuments: endpoint({ method: 'GET', path: '/library/document', query: LibraryItemsQuery, response: LibraryItemPage }),
  libraryImages: endpoint({ method: 'GET', path: '/library/images', query: LibraryItemsQuery, response: LibraryItemPage }),
  libraryFile: endpoint({ method: 'GET', path: '/library/file', query: LibraryFileQuery, response: LibraryFile }),
} as const
