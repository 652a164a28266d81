/**
 * Base64 text (the API sends generated PDFs inside JSON) to bytes. Throws on text that is not
 * base64, so a damaged answer is reported instead of shown as an empty file.
 */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s+/g, ''))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export function base64ToBlob(base64: string, mimeType: string): Blob {
  return new Blob([base64ToBytes(base64)], { type: mimeType })
}

/** Plain base64 of some bytes, in slices so a 5 MB file does not overflow the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  const SLICE = 0x8000
  let binary = ''
  for (let i = 0; i < bytes.length; i += SLICE) binary += String.fromCharCode(...bytes.subarray(i, i + SLICE))
  return btoa(binary)
}
