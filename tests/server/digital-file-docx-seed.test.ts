import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import * as v from 'valibot'
import { afterAll, describe, expect, it } from 'vitest'
import { FileDocument } from '../../src/contract/digital-file.ts'
import { FILES_FOLDER } from '../../server/app.ts'
import { docxParagraphs } from '../../server/office-viewer/docx-text.ts'
import { MOTIVATION_FILE } from '../../server/seed/digital-file.ts'
import { samplePdf } from '../../server/seed/sample-files.ts'
import { ACCOUNTS } from '../../server/seed/students.ts'
import { signIn } from '../support/sign-in.ts'
import { getJson, postJson, seededDocument, seededFileId, storedFiles, withDb } from './digital-file-calls.ts'
import { startTestServer, tempDir, type TestServer } from './test-server.ts'

const dataDir = tempDir()
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const MOTIVATION = seededDocument(seededFileId(ACCOUNTS.alumnoUvm, 'LPSI-18', 'scholarship'), 'pending-approval')
const OLD_STORED = `seed-${MOTIVATION}-1.pdf`
const NEW_STORED = `seed-${MOTIVATION}-1.docx`

async function motivationLetter(server: TestServer): Promise<{ document: FileDocument; bytes: Buffer }> {
  const token = (await signIn(server.url, 'alumno')).tokens.access_token
  const document = v.parse(FileDocument, (await getJson(server, token, '/digitalfile/student/detail', { documentDeliveredId: String(MOTIVATION) })).body)
  const download = await postJson(server, token, '/digitalfile/assignment/download', { documentDeliveredId: MOTIVATION })
  return { document, bytes: Buffer.from(await download.arrayBuffer()) }
}

/** The first server of the data folder, stopped once its test is done; the second test reopens the folder. */
let first: TestServer

// Run as written: the second test reopens the data folder the first one's server seeded.
describe('the scholarship file’s letter of motivation is a Word file', { shuffle: false }, () => {
  it('is seeded as a real .docx, still waiting for review', async () => {
    first = await startTestServer({ dataDir })
    try {
      const { document, bytes } = await motivationLetter(first)
      expect(document).toMatchObject({ status: 'pending-approval', allowedExtensions: ['pdf', 'docx'], file: { name: MOTIVATION_FILE } })
      expect(await fileTypeFromBuffer(bytes)).toEqual({ ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })
      expect(document.file?.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
      expect(await docxParagraphs(bytes)).toHaveLength(2)
    } finally {
      await first.stop()
    }
  })

  it('reaches a database seeded while it was a PDF', async () => {
    // Put the database and store back as the earlier seed left them.
    withDb(first, (db) => {
      db.prepare('UPDATE digital_file_documents SET allowed_extensions = ? WHERE id = ?').run('pdf', MOTIVATION)
      db.prepare('UPDATE digital_file_uploads SET file_name = ?, stored_name = ?, mime_type = ? WHERE document_id = ?')
        .run('exposicion_motivos.pdf', OLD_STORED, 'application/pdf', MOTIVATION)
      db.prepare('UPDATE digital_file_history SET file_name = ? WHERE document_id = ? AND file_name IS NOT NULL').run('exposicion_motivos.pdf', MOTIVATION)
      db.prepare('DELETE FROM meta WHERE key = ?').run('seed:digital-file-motivation-docx')
    })
    rmSync(join(dataDir, FILES_FOLDER, NEW_STORED))
    writeFileSync(join(dataDir, FILES_FOLDER, OLD_STORED), samplePdf('exposicion_motivos'))

    const restarted = await startTestServer({ dataDir })
    try {
      const { document, bytes } = await motivationLetter(restarted)
      expect(document).toMatchObject({ status: 'pending-approval', allowedExtensions: ['pdf', 'docx'], file: { name: MOTIVATION_FILE } })
      expect(await docxParagraphs(bytes)).toHaveLength(2)
      expect(storedFiles(restarted)).toContain(NEW_STORED)
      expect(storedFiles(restarted)).not.toContain(OLD_STORED)
      const history = withDb(restarted, (db) => db.prepare('SELECT file_name FROM digital_file_history WHERE document_id = ? AND file_name IS NOT NULL').all(MOTIVATION))
      expect(history).toEqual([{ file_name: MOTIVATION_FILE }])
    } finally {
      await restarted.stop()
    }
  })
})
