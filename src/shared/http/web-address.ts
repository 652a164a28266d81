/** The address to open when it is a web page (http or https), never `javascript:` or `data:`; else null. */
export function webAddress(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}
