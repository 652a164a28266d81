/**
 * A file to show in the viewer. Exactly one source: bytes in memory, a Blob, or a URL of the
 * portal's own origin (the CSP allows nothing else).
 */
export type ViewerDocument = { name: string; mimeType: string } & (
  | { bytes: Uint8Array<ArrayBuffer>; blob?: never; url?: never }
  | { blob: Blob; bytes?: never; url?: never }
  | { url: string; bytes?: never; blob?: never }
)
