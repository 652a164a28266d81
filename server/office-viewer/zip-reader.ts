import { inflateRawSync } from 'node:zlib'

/**
 * Reads one entry of a zip archive: enough for office documents (no zip64, no encryption), with a
 * cap on what an entry may inflate to, so a small archive cannot fill the memory.
 */

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
const LOCAL_HEADER = 0x04034b50
const STORED = 0
const DEFLATED = 8

export class UnreadableZip extends Error {}

// The end record is 22 bytes, followed by a comment of at most 65 535.
function endOfDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at
  }
  throw new UnreadableZip('not a zip archive')
}

interface Entry {
  method: number
  compressedSize: number
  size: number
  localHeader: number
}

function findEntry(zip: Buffer, name: string): Entry | null {
  const end = endOfDirectory(zip)
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  for (let index = 0; index < count; index++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new UnreadableZip('broken central directory')
    const nameLength = zip.readUInt16LE(at + 28)
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      return {
        method: zip.readUInt16LE(at + 10),
        compressedSize: zip.readUInt32LE(at + 20),
        size: zip.readUInt32LE(at + 24),
        localHeader: zip.readUInt32LE(at + 42),
      }
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return null
}

/** The bytes of the entry called `name`, or null when the archive has none; throws on a broken one. */
export function zipEntry(zip: Buffer, name: string, maxBytes: number): Buffer | null {
  const entry = findEntry(zip, name)
  if (!entry) return null
  const { localHeader } = entry
  if (localHeader + 30 > zip.length || zip.readUInt32LE(localHeader) !== LOCAL_HEADER) throw new UnreadableZip('broken local header')
  if (entry.size > maxBytes) throw new UnreadableZip(`${name} is larger than ${maxBytes} bytes`)
  const start = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28)
  const data = zip.subarray(start, start + entry.compressedSize)
  if (data.length !== entry.compressedSize) throw new UnreadableZip('cut-off entry')
  if (entry.method === STORED) return data
  if (entry.method !== DEFLATED) throw new UnreadableZip(`compression method ${entry.method}`)
  try {
    return inflateRawSync(data, { maxOutputLength: maxBytes })
  } catch (error) {
    throw new UnreadableZip(`${name} does not inflate: ${String(error)}`)
  }
}
