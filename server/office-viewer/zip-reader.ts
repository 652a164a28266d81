import { fromBufferPromise } from 'yauzl'

/**
 * Reads one entry of a zip archive with yauzl, which follows the central directory, refuses
 * encrypted entries and unknown compression, and stops an entry that inflates to more than its
 * directory declares. On top of it, limits against a zip bomb: how many entries an archive may
 * list, how large the entry asked for may be, and how much more than its compressed size.
 */

export class UnreadableZip extends Error {}

export interface ZipLimits {
  /** Bytes the entry may inflate to. */
  maxBytes: number
  /** Entries the archive may list; a .docx has a few dozen. */
  maxEntries?: number
  /** Times its compressed size the entry may inflate to; XML seldom goes past 20, a bomb goes to 1000. */
  maxRatio?: number
}

const MAX_ENTRIES = 5_000
const MAX_RATIO = 200

/** The bytes of the entry called `name`, or null when the archive has none; throws UnreadableZip on a broken or too large one. */
export async function zipEntry(zip: Buffer, name: string, limits: ZipLimits): Promise<Buffer | null> {
  const { maxBytes, maxEntries = MAX_ENTRIES, maxRatio = MAX_RATIO } = limits
  try {
    const archive = await fromBufferPromise(zip, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false })
    if (archive.entryCount > maxEntries) throw new UnreadableZip(`${archive.entryCount} entries, more than ${maxEntries}`)
    for await (const entry of archive.eachEntry()) {
      if (entry.fileName !== name) continue
      if (entry.uncompressedSize > maxBytes) throw new UnreadableZip(`${name} is larger than ${maxBytes} bytes`)
      if (entry.uncompressedSize > Math.max(entry.compressedSize, 1) * maxRatio) {
        throw new UnreadableZip(`${name} inflates ${Math.round(entry.uncompressedSize / entry.compressedSize)} times its size`)
      }
      const chunks: Buffer[] = []
      let size = 0
      // yauzl already ends the stream with an error past the declared size; the count is the last word.
      for await (const chunk of await archive.openReadStreamPromise(entry)) {
        size += (chunk as Buffer).length
        if (size > maxBytes) throw new UnreadableZip(`${name} is larger than ${maxBytes} bytes`)
        chunks.push(chunk as Buffer)
      }
      return Buffer.concat(chunks)
    }
    return null
  } catch (error) {
    if (error instanceof UnreadableZip) throw error
    throw new UnreadableZip(error instanceof Error ? error.message : String(error))
  }
}
