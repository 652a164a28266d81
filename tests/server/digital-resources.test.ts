import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DocumentSection, Library, LibraryFile, LibraryItemPage } from '../../src/contract/digital-resources.ts'
import type { DemoUsername } from '../../server/seed/demo-accounts.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { api } from '../support/sign-in.ts'
import { signIn } from '../support/sign-in.ts'
import { expectMessage } from './digital-file-calls.ts'
import { portalOf, read } from './fiscal-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
const tokens = {} as Record<DemoUsername, string>

beforeAll(async () => {
  server = await startTestServer({ testFaults: true })
  for (const user of ['alumno', 'tutor', 'admin'] as const) tokens[user] = (await signIn(server.url, user)).tokens.access_token
})
afterAll(() => server.stop())

const NO_ACCESS = 'No tienes acceso a la información de esta cuenta'

const call = (token: string, path: string, query: Record<string, string>, portal = portalOf(query.accountNumber ?? '')) =>
  api(server.url, token, path, { portal, ...query })

const libraries = async (token: string, accountNumber: string) =>
  v.parse(v.array(Library), await read(await call(token, '/student/libraries', { accountNumber })))

const documents = async (token: string, query: Record<string, string>, path = '/library/document') =>
  v.parse(LibraryItemPage, await read(await call(token, path, query)))

describe('the libraries', () => {
  it('lists every library of the caller’s portal in the catalog, with what each holds', async () => {
    const uvm = v.parse(v.array(Library), await read(await api(server.url, tokens.alumno, '/catalogs/libraries', { portal: 'uvm' })))
    expect(uvm.map((l) => l.id)).toEqual(['UVM-GENERAL', 'UVM-COY', 'UVM-TLA', 'UVM-LPSI'])
    expect(uvm[0]).toMatchObject({ name: 'Biblioteca Digital UVM', scope: 'general', documents: 25, images: 4 })
    const unitec = v.parse(v.array(Library), await read(await api(server.url, tokens.alumno, '/catalogs/libraries', { portal: 'unitec' })))
    expect(unitec.map((l) => l.id)).toEqual(['UNITEC-GENERAL', 'UNITEC-SUR', 'UNITEC-ATI', 'UNITEC-ISC'])
  })

  it('names the sections documents are filed under', async () => {
    const sections = v.parse(v.array(DocumentSection), await read(await api(server.url, tokens.alumno, '/catalogs/sectiondocument')))
    expect(sections.map((s) => s.name)).toContain('Plantillas de tesis')
  })

  it('offers a student the general library and those of their campuses and programs only', async () => {
    expect((await libraries(tokens.alumno, ACCOUNTS.alumnoUvm)).map((l) => l.id)).toEqual(['UVM-GENERAL', 'UVM-COY', 'UVM-LPSI'])
    expect((await libraries(tokens.alumno, ACCOUNTS.alumnoUnitec)).map((l) => l.id)).toEqual(['UNITEC-GENERAL', 'UNITEC-SUR', 'UNITEC-ISC'])
    expect((await libraries(tokens.alumno, ACCOUNTS.alumnoUvm2)).map((l) => l.id)).toEqual(['UVM-GENERAL'])
  })

  it('follows the account rule: linked tutor, administrative with Lectura; not someone else’s account', async () => {
    expect((await libraries(tokens.tutor, ACCOUNTS.tutoredUvm)).map((l) => l.id)).toEqual(['UVM-GENERAL'])
    await expectMessage(await call(tokens.tutor, '/student/libraries', { accountNumber: ACCOUNTS.tutoredUvmDisabled }), 403, NO_ACCESS)
    expect((await libraries(tokens.admin, ACCOUNTS.alumnoUvm)).length).toBe(3)
    await expectMessage(await call(tokens.tutor, '/student/libraries', { accountNumber: ACCOUNTS.alumnoUvm }), 403, NO_ACCESS)
    await expectMessage(await call(tokens.alumno, '/student/libraries', { accountNumber: ACCOUNTS.alumnoUvm }, 'unitec'), 403, NO_ACCESS)
  })
})

describe('documents and images', () => {
  const base = { accountNumber: ACCOUNTS.alumnoUvm, library: 'UVM-GENERAL' }

  it('pages a library’s documents newest first', async () => {
    const first = await documents(tokens.alumno, { ...base, size: '10' })
    expect(first).toMatchObject({ page: 0, size: 10, totalElements: 25, totalPages: 3 })
    expect(first.content).toHaveLength(10)
    const dates = first.content.map((d) => d.publishedOn)
    expect([...dates].sort().reverse()).toEqual(dates)
    const last = await documents(tokens.alumno, { ...base, size: '10', page: '2' })
    expect(last.content).toHaveLength(5)
    expect(last.content.every((d) => d.kind === 'document' && d.mimeType === 'application/pdf')).toBe(true)
  })

  it('searches title, author and subject, whatever the accents and case', async () => {
    const byTitle = await documents(tokens.alumno, { ...base, value: 'METODOLOGIA' })
    expect(byTitle.content.map((d) => d.title)).toEqual(['Metodología de la investigación'])
    const byAuthor = await documents(tokens.alumno, { ...base, value: 'Umberto' })
    expect(byAuthor.content.map((d) => d.title)).toEqual(['Cómo se hace una tesis'])
    const bySubject = await documents(tokens.alumno, { ...base, value: 'titulación plantilla' })
    expect(bySubject.totalElements).toBe(3)
    expect((await documents(tokens.alumno, { ...base, value: 'zzzzz' })).content).toEqual([])
    const images = await documents(tokens.alumno, { ...base, value: 'mapa' }, '/library/images')
    expect(images.content.map((i) => [i.title, i.mimeType])).toEqual([['Mapa de bibliotecas de la red', 'image/png']])
  })

  it('refuses a short search, a bad page and unknown parameters in Spanish', async () => {
    await expectMessage(await call(tokens.alumno, '/library/document', { ...base, value: 'apa' }), 400, 'El parámetro "value" no es válido: la búsqueda necesita más de 3 caracteres')
    await expectMessage(await call(tokens.alumno, '/library/document', { ...base, size: '500' }), 400, 'El parámetro "size" no es válido: el tamaño de página va de 1 a 50')
    await expectMessage(await call(tokens.alumno, '/library/document', { ...base, page: '-1' }), 400, 'El parámetro "page" no es válido: la página debe ser un número de 0 en adelante')
    await expectMessage(await call(tokens.alumno, '/library/document', { accountNumber: ACCOUNTS.alumnoUvm }), 400, 'Falta el parámetro "library"')
    await expectMessage(await call(tokens.alumno, '/library/document', { ...base, title: 'x' }), 400, 'No se reconoce el parámetro "title"')
  })

  it('keeps to one section when asked, with the search and the pages', async () => {
    const sections = v.parse(v.array(DocumentSection), await read(await api(server.url, tokens.alumno, '/catalogs/sectiondocument')))
    const code = (name: string) => sections.find((s) => s.name === name)?.code ?? ''
    const guides = await documents(tokens.alumno, { ...base, section: code('Guías'), size: '4' })
    expect(guides).toMatchObject({ totalElements: 6, totalPages: 2 })
    expect(guides.content.every((d) => d.section === 'Guías')).toBe(true)
    const secondPage = await documents(tokens.alumno, { ...base, section: code('Guías'), size: '4', page: '1' })
    expect(secondPage.content.map((d) => d.section)).toEqual(['Guías', 'Guías'])
    const searched = await documents(tokens.alumno, { ...base, section: code('Plantillas de tesis'), value: 'titulación' })
    expect(searched.content.map((d) => d.title)).toEqual(['Plantilla de tesis de licenciatura', 'Plantilla de protocolo de investigación', 'Plantilla de tesina y reporte de experiencia profesional'])
    // A section the library has nothing under is an empty page, not a refusal.
    expect(await documents(tokens.alumno, { ...base, section: code('Infografías') })).toMatchObject({ content: [], totalElements: 0, totalPages: 0 })
    const infographics = await documents(tokens.alumno, { ...base, section: code('Infografías') }, '/library/images')
    expect(infographics.content.map((i) => i.title)).toEqual(['Horarios de biblioteca del ciclo', 'Cómo pedir un préstamo interbibliotecario', 'Pasos para citar una fuente'])
  })

  it('refuses a section that does not exist, in Spanish', async () => {
    await expectMessage(await call(tokens.alumno, '/library/document', { ...base, section: 'ASTRO' }), 400, 'La sección «ASTRO» no existe')
    await expectMessage(await call(tokens.alumno, '/library/images', { ...base, section: 'ASTRO' }), 400, 'La sección «ASTRO» no existe')
    await expectMessage(await call(tokens.alumno, '/library/document', { ...base, section: 'guías' }), 400, 'El parámetro "section" no es válido: la sección no es válida')
  })

  it('refuses a library of another campus (403) or another portal (404)', async () => {
    await expectMessage(await call(tokens.alumno, '/library/document', { ...base, library: 'UVM-TLA' }), 403, 'Esta biblioteca no está disponible para la cuenta')
    await expectMessage(await call(tokens.alumno, '/library/document', { ...base, library: 'UNITEC-GENERAL' }), 404, 'La biblioteca no existe')
  })
})

describe('a resource’s file', () => {
  it('answers the real PDF of a document and the PNG of an image', async () => {
    const [doc] = (await documents(tokens.alumno, { accountNumber: ACCOUNTS.alumnoUvm, library: 'UVM-GENERAL', value: 'Umberto' })).content
    const file = v.parse(LibraryFile, await read(await call(tokens.alumno, '/library/file', { accountNumber: ACCOUNTS.alumnoUvm, id: String(doc?.id) })))
    const bytes = Buffer.from(file.base64, 'base64')
    expect(file).toMatchObject({ fileName: 'como-se-hace-una-tesis.pdf', mimeType: 'application/pdf' })
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.length).toBe(doc?.sizeBytes)
    expect(bytes.toString('latin1')).toContain('(Cómo se hace una tesis)'.normalize('NFC'))

    const [img] = (await documents(tokens.alumno, { accountNumber: ACCOUNTS.alumnoUvm, library: 'UVM-COY' }, '/library/images')).content
    const png = v.parse(LibraryFile, await read(await call(tokens.alumno, '/library/file', { accountNumber: ACCOUNTS.alumnoUvm, id: String(img?.id) })))
    expect(Buffer.from(png.base64, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG')
  })

  it('keeps a file of a library the account may not use, or of another portal, from it', async () => {
    const [tla] = (await documents(tokens.admin, { accountNumber: ACCOUNTS.adminUvm, library: 'UVM-TLA' })).content
    await expectMessage(await call(tokens.alumno, '/library/file', { accountNumber: ACCOUNTS.alumnoUvm, id: String(tla?.id) }), 403, 'Esta biblioteca no está disponible para la cuenta')
    await expectMessage(await call(tokens.alumno, '/library/file', { accountNumber: ACCOUNTS.alumnoUnitec, id: String(tla?.id) }), 404, 'El recurso no existe')
    await expectMessage(await call(tokens.alumno, '/library/file', { accountNumber: ACCOUNTS.alumnoUvm, id: '999999' }), 404, 'El recurso no existe')
    await expectMessage(await call(tokens.alumno, '/library/file', { accountNumber: ACCOUNTS.alumnoUvm, id: 'abc' }), 400, 'El parámetro "id" no es válido: el recurso no es válido')
  })
})
