/** How the viewer shows a file; anything it cannot show is offered for download. */
export type FileKind = 'pdf' | 'image' | 'audio' | 'video' | 'text' | 'other'

// Spec §9 lists what the viewer shows inline; webp is added as phones produce it.
const KINDS: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/svg+xml': 'image',
  'image/webp': 'image',
  'audio/mpeg': 'audio',
  'audio/mp3': 'audio',
  'audio/wav': 'audio',
  'audio/x-wav': 'audio',
  'audio/ogg': 'audio',
  'audio/aac': 'audio',
  'video/mp4': 'video',
  'video/webm': 'video',
  // Markup, styles and scripts are shown as their source text, never run.
  'text/plain': 'text',
  'application/json': 'text',
  'text/html': 'text',
  'text/css': 'text',
  'text/javascript': 'text',
  'application/javascript': 'text',
}

export function fileKind(mimeType: string): FileKind {
  const essence = mimeType.split(';')[0]?.trim().toLowerCase() ?? ''
  return KINDS[essence] ?? 'other'
}

/** Kinds whose toolbar offers zoom. */
export const isZoomable = (kind: FileKind) => kind === 'pdf' || kind === 'image'
