import { describe, expect, it } from 'vitest'
import { UnreadableZip, zipEntry } from '../../server/office-viewer/zip-reader.ts'
import { sampleDocx, zipArchive } from '../../server/seed/sample-files.ts'

const MB = 1024 * 1024
const text = (name: string, body: string) => ({ name, data: Buffer.from(body, 'utf8') })

/** The archive with the first entry's uncompressed size rewritten, as a zip bomb lies about it. */
function declaringSize(zip: Buffer, size: number): Buffer {
  const lying = Buffer.from(zip)
  lying.writeUInt32LE(size, 22) // local header
  const directory = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
  lying.writeUInt32LE(size, directory + 24) // central directory
  return lying
}

describe('reading one entry of a zip', () => {
  it('gives the entry asked for, and null when the archive has none', async () => {
    const zip = zipArchive([text('a.txt', 'uno'), text('carpeta/b.xml', '<b>dos, con acentos: áéí</b>')])
    expect((await zipEntry(zip, 'carpeta/b.xml', { maxBytes: MB }))?.toString('utf8')).toBe('<b>dos, con acentos: áéí</b>')
    expect(await zipEntry(zip, 'c.txt', { maxBytes: MB })).toBeNull()
  })

  it('reads the body of a .docx', async () => {
    const xml = await zipEntry(sampleDocx(['Hola']), 'word/document.xml', { maxBytes: MB })
    expect(xml?.toString('utf8')).toContain('<w:t xml:space="preserve">Hola</w:t>')
  })

  it('refuses what is no zip, or a cut or damaged one', async () => {
    const zip = zipArchive([text('a.txt', 'uno '.repeat(100))])
    await expect(zipEntry(Buffer.from('no soy un zip'), 'a.txt', { maxBytes: MB })).rejects.toBeInstanceOf(UnreadableZip)
    await expect(zipEntry(zip.subarray(0, zip.length - 10), 'a.txt', { maxBytes: MB })).rejects.toBeInstanceOf(UnreadableZip)
    const damaged = Buffer.from(zip)
    damaged.fill(0xff, 30 + 'a.txt'.length, 40 + 'a.txt'.length) // the start of the deflated data
    await expect(zipEntry(damaged, 'a.txt', { maxBytes: MB })).rejects.toBeInstanceOf(UnreadableZip)
  })

  it('refuses an entry larger than the limit', async () => {
    const zip = zipArchive([text('grande.xml', 'x'.repeat(2 * MB))])
    await expect(zipEntry(zip, 'grande.xml', { maxBytes: MB, maxRatio: Infinity })).rejects.toThrow(/larger than/)
    expect(await zipEntry(zip, 'grande.xml', { maxBytes: 3 * MB, maxRatio: Infinity })).toHaveLength(2 * MB)
  })

  it('stops an entry that inflates past the size its directory declares', async () => {
    const bomb = declaringSize(zipArchive([text('bomba.xml', '0'.repeat(8 * MB))]), 1000)
    // Within every limit by what it declares: only the bytes inflated tell.
    await expect(zipEntry(bomb, 'bomba.xml', { maxBytes: 16 * MB, maxRatio: Infinity })).rejects.toThrow(/too many bytes|larger than/)
  })

  it('refuses an entry that inflates too many times its compressed size', async () => {
    const zip = zipArchive([text('ceros.xml', '0'.repeat(4 * MB))])
    await expect(zipEntry(zip, 'ceros.xml', { maxBytes: 8 * MB })).rejects.toThrow(/inflates \d+ times/)
  })

  it('refuses an archive that lists too many entries', async () => {
    const zip = zipArchive(Array.from({ length: 30 }, (_, index) => text(`parte-${index}.xml`, 'x')))
    await expect(zipEntry(zip, 'parte-0.xml', { maxBytes: MB, maxEntries: 20 })).rejects.toThrow(/30 entries/)
    expect(await zipEntry(zip, 'parte-0.xml', { maxBytes: MB, maxEntries: 30 })).toEqual(Buffer.from('x'))
  })
})
