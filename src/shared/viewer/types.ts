/**
 * A file to show in the viewer. Exactly one source: bytes in memory, a Blob, or a URL of the
 * portal's own origin (the CSP allows nothing else). `as: 'spreadsheet'` is a screen's spreadsheet
 * preview (spec §5): a `.txt` is then read as a table, and a file of any other type is refused
 * with "Formato de archivo no soportado". Without it the kind follows the type and the name.
 */
export type ViewerDocument = {
  name: string
  mimeType: string
  as?: 'spreadsheet'
  /**
   * Whose file it is, for a preview in the external document viewer (office documents): the
   * account, and the document when the file is one the server stores.
   */
  owner?: { accountNumber: string; documentDeliveredId?: number }
} & (
  | { bytes: Uint8Array<ArrayBuffer>; blob?: never; url?: never }
  | { blob: Blob; bytes?: never; url?: never }
  | { url: string; bytes?: never; blob?: never }
)
