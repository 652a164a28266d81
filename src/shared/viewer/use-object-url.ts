import { useEffect, useState } from 'react'
import type { ViewerDocument } from './types'

/** A URL the browser can load the file from; object URLs are revoked when the file goes. */
export function useObjectUrl(file: ViewerDocument): string | undefined {
  const [objectUrl, setObjectUrl] = useState<string>()
  useEffect(() => {
    if (file.url !== undefined) return
    const url = URL.createObjectURL(file.blob ?? new Blob([file.bytes], { type: file.mimeType }))
    setObjectUrl(url)
    return () => {
      URL.revokeObjectURL(url)
      setObjectUrl(undefined)
    }
  }, [file])
  return file.url ?? objectUrl
}
