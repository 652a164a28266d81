import { compressPhoto, type PhotoJob } from './photo-compress'

export type PhotoAnswer = { ok: true; blob: Blob; width: number; height: number } | { ok: false; message: string }

// One photo per worker: the page starts a worker for a photo and ends it with the answer.
self.onmessage = async (event: MessageEvent<PhotoJob>) => {
  let answer: PhotoAnswer
  try {
    answer = { ok: true, ...(await compressPhoto(event.data)) }
  } catch (error) {
    answer = { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  self.postMessage(answer)
}
