/**
 * Runs page renders one after another in the order they were asked for, so the first page
 * is drawn first and a long document does not start every visible page at once.
 */
export function createRenderQueue() {
  let tail: Promise<void> = Promise.resolve()
  return function enqueue(job: () => Promise<void>): Promise<void> {
    const run = tail.then(job)
    tail = run.catch(() => undefined)
    return run
  }
}

export type RenderQueue = ReturnType<typeof createRenderQueue>
