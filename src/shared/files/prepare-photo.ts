import { MB } from './file-rules'
import type { PhotoJob, PhotoOutcome } from './photo-compress'
import { PhotoProblem, type PhotoPlan } from './photo-rules'
import type { PhotoAnswer } from './photo-worker'

/** The photo in a worker built with the portal (worker-src 'self'), so the page stays free meanwhile. */
function inWorker(job: PhotoJob): Promise<PhotoOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module', name: 'photo' })
    worker.onmessage = (event: MessageEvent<PhotoAnswer>) => {
      worker.terminate()
      const answer = event.data
      if (answer.ok) resolve(answer)
      else reject(new Error(answer.message))
    }
    // A worker that fails to load, or a browser whose workers cannot draw (no OffscreenCanvas).
    worker.onerror = (event) => {
      event.preventDefault()
      worker.terminate()
      reject(new Error(`the photo worker failed: ${event.message}`))
    }
    worker.postMessage(job)
  })
}

/**
 * Makes a chosen photo fit to go by its plan (photo-rules.ts): upright, within the longest side
 * and the size limit, re-encoded without its metadata. In a worker; where the worker cannot
 * (Safari decodes only through an <img>, which workers lack) on this thread, with the same code.
 * Throws a PhotoProblem when the picture cannot be read, stays over the limit, or is too small.
 */
export async function preparePhoto(photo: Blob, plan: PhotoPlan): Promise<PhotoOutcome> {
  const job: PhotoJob = { photo, sourceType: plan.sourceType, type: plan.type, maxSizeMb: plan.maxSizeMb, maxSidePx: plan.maxSidePx }
  let outcome: PhotoOutcome
  try {
    outcome = await inWorker(job)
  } catch {
    try {
      const { compressPhoto } = await import('./photo-compress')
      outcome = await compressPhoto(job)
    } catch {
      throw new PhotoProblem('unreadable')
    }
  }
  if (outcome.blob.size > plan.maxSizeMb * MB) throw new PhotoProblem('too-large')
  if (Math.min(outcome.width, outcome.height) < plan.minSidePx) throw new PhotoProblem('too-small', { width: outcome.width, height: outcome.height })
  return outcome
}
