import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { docxParagraphs } from '../../server/office-viewer/docx-text.ts'
import { MOTIVATION_FILE } from '../../server/seed/digital-file.ts'
import { sampleDocx, samplePdf, zipArchive } from '../../server/seed/sample-files.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { signIn } from '../support/sign-in.ts'
import { pdf, seededDocument, seededFileId } from './digital-file-calls.ts'
import { docx, openPreview, storedBody, temporaryBody, visorQuery, visorUrl } from './preview-calls.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = (await signIn(server.url, 'alumno')).tokens.access_token
})
afterAll(() => server.stop())

const ALUMNO = ACCOUNTS.alumnoUvm
const MOTIVATION = seededDocument(seededFileId(ALUMNO, 'LPSI-18', 'scholarship'), 'pending-approval')

/** The simulator as the portal frames it: its prefix, then the encoded visor URL. */
const viewer = (src: string, init?: RequestInit) => fetch(`${server.url}/office-viewer-sim/?src=${encodeURIComponent(src)}`, init)

describe('the simulated office viewer', () => {
  it('shows a stored .docx: its name, its size and the text of its paragraphs, with no script', async () => {
    const body = storedBody(ALUMNO, MOTIVATION, 'docx')
    const page = await viewer(visorUrl(server, visorQuery(await openPreview(server, token, body), body)))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<h1>Vista previa de documento</h1>')
    expect(html).toContain(`<strong>${MOTIVATION_FILE}</strong> · `)
    expect(html).toMatch(/ · [\d.]+ (bytes|KB)</)
    expect(html).toContain('<p>Solicito la beca académica porque mi familia sostiene mis estudios')
    expect(html).toContain('<p>En el último ciclo obtuve un promedio de 9.2')
    expect(html).not.toContain('<script')
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[\w+/=]+'; base-uri 'none'; form-action 'none'; frame-ancestors 'self' /)
    expect(csp).not.toContain('unsafe-inline')
    expect(page.headers.get('cache-control')).toBe('no-store')
  })

  it('shows a temporary .docx as text, never as markup', async () => {
    const body = temporaryBody(ALUMNO, docx('notas <b>.docx', ['Uno & dos <script>alert(1)</script>', 'Tres']))
    const html = await (await viewer(visorUrl(server, visorQuery(await openPreview(server, token, body), body)))).text()
    expect(html).toContain('<p>Uno &amp; dos &lt;script&gt;alert(1)&lt;/script&gt;</p>')
    expect(html).toContain('<strong>notas _b_.docx</strong>')
    expect(html).not.toContain('<script>')
  })

  it('names other formats without reading them', async () => {
    const body = temporaryBody(ALUMNO, pdf('constancia.pdf'))
    const html = await (await viewer(visorUrl(server, visorQuery(await openPreview(server, token, body), body)))).text()
    expect(html).toContain('<strong>constancia.pdf</strong>')
    expect(html).toContain('muestra el texto de los documentos .docx')
  })

  it('passes on the visor’s refusal', async () => {
    const body = temporaryBody(ALUMNO, docx())
    const query = { ...visorQuery(await openPreview(server, token, body), body), access_token: 'x'.repeat(43) }
    const page = await viewer(visorUrl(server, query))
    expect(page.status).toBe(401)
    expect(await page.text()).toContain('No se pudo abrir el documento. El enlace de la vista previa no es válido')
  })

  it('opens only this portal’s visor URLs: it is no proxy', async () => {
    const body = temporaryBody(ALUMNO, docx())
    const good = new URL(visorUrl(server, visorQuery(await openPreview(server, token, body), body)))
    const elsewhere = new URL(good)
    elsewhere.host = 'evil.example'
    const sameOriginOtherPath = `${server.url}/api/user/menu/email?origin=student-web&portal=uvm`
    const withCredentials = new URL(good)
    withCredentials.username = 'alguien'
    for (const src of [elsewhere.href, sameOriginOtherPath, `${server.url}/__test__/faults`, withCredentials.href, 'file:///etc/passwd', 'no es una URL']) {
      const page = await viewer(src)
      expect(page.status, src).toBe(400)
      expect(await page.text()).toContain('Este visor solo abre documentos del portal.')
    }
    expect((await fetch(`${server.url}/office-viewer-sim/`)).status).toBe(400)
    expect((await fetch(`${server.url}/office-viewer-sim/?src=${encodeURIComponent(good.href)}&src=${encodeURIComponent(good.href)}`)).status).toBe(400)
    expect((await viewer(good.href, { method: 'POST' })).status).toBe(405)
    expect((await fetch(`${server.url}/office-viewer-sim/otra`)).status).toBe(404)
    expect((await viewer(good.href)).status).toBe(200)
  })
})

describe('reading a .docx', () => {
  const word = (body: string) => zipArchive([{
    name: 'word/document.xml',
    data: Buffer.from(`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`),
  }])

  it('joins the runs of a paragraph, keeps tabs and breaks, decodes entities and skips empty paragraphs', async () => {
    const xml = '<w:p w:rsidR="00A1"><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:t>Hola</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve"> mundo </w:t></w:r></w:p>'
      + '<w:p w:rsidR="00A2"/><w:p><w:r><w:t>A&amp;B &#233;&#xE9;</w:t><w:br/><w:t>fin</w:t></w:r></w:p><w:p></w:p>'
    expect(await docxParagraphs(word(xml))).toEqual(['Hola\t mundo ', 'A&B éé\nfin'])
  })

  it('reads a whole .docx, accents included', async () => {
    expect(await docxParagraphs(sampleDocx(['Constancia de inscripción', 'Año 2025, señor García']))).toEqual(['Constancia de inscripción', 'Año 2025, señor García'])
  })

  it('answers null for what is no .docx', async () => {
    expect(await docxParagraphs(samplePdf('No es Word'))).toBeNull()
    expect(await docxParagraphs(zipArchive([{ name: 'otro.txt', data: Buffer.from('hola') }]))).toBeNull()
    expect(await docxParagraphs(sampleDocx(['Entero']).subarray(0, 200))).toBeNull()
    expect(await docxParagraphs(Buffer.alloc(0))).toBeNull()
  })
})
