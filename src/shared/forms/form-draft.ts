import { useEffect, useRef, useState } from 'react'
import { hasUserDb, readKv, userDb, writeKv } from '../db/user-db'

/** How long after the last change a draft is written (spec §9's input debounce). */
export const DRAFT_DEBOUNCE_MS = 250

const draftKey = (id: string) => `form-draft:${id}`

/** The part of a TanStack form a draft needs: its values, their changes, and a reset to saved ones. */
export interface DraftableForm<T> {
  state: { values: T }
  store: { subscribe: (listener: () => void) => { unsubscribe: () => void } | (() => void) }
  reset: (values?: T, opts?: { keepDefaultValues?: boolean }) => void
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * A form never loses what was typed: its values are kept in the person's database while it is
 * open (written 250 ms after the last change) and put back when the same form opens again, after
 * a reload or a crash; a draft that only repeats the form's empty values is never written.
 * `clear()` once the form was sent. Sign-out deletes the person's database, drafts with it.
 * Files are not part of a draft: a chosen file stays only while the screen is open.
 */
export function useFormDraft<T>(form: DraftableForm<T>, id: string): { restored: boolean; clear: () => Promise<void> } {
  const [restored, setRestored] = useState(false)
  const empty = useRef(form.state.values)
  const ready = useRef(false)
  // The write in flight, if any: `clear()` waits for it, or it could land after the delete.
  const writing = useRef<Promise<unknown>>(Promise.resolve())

  useEffect(() => {
    let live = true
    let timer: number | undefined
    ready.current = false
    const schedule = () => {
      if (!hasUserDb()) return
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        // A form sent meanwhile (`clear()`) keeps no draft: a change just before the send must not write it back.
        if (!ready.current) return
        const values = form.state.values
        const write = same(values, empty.current) ? userDb().kv.delete(draftKey(id)) : writeKv(draftKey(id), values)
        // A full or closed database must not break the form; the draft is only a safety net.
        writing.current = write.catch(() => undefined)
      }, DRAFT_DEBOUNCE_MS)
    }
    void (async () => {
      const saved = hasUserDb() ? await readKv<T>(draftKey(id)).catch(() => undefined) : undefined
      if (!live) return
      // Only onto an untouched form: what the person typed meanwhile wins over an older draft.
      if (saved !== undefined && !same(saved, empty.current) && same(form.state.values, empty.current)) {
        form.reset(saved, { keepDefaultValues: true })
        setRestored(true)
        ready.current = true
        return
      }
      ready.current = true
      // What was typed while the saved draft was being read is kept too.
      if (!same(form.state.values, empty.current)) schedule()
    })()
    const subscription = form.store.subscribe(() => {
      if (ready.current) schedule()
    })
    return () => {
      live = false
      window.clearTimeout(timer)
      if (typeof subscription === 'function') subscription()
      else subscription.unsubscribe()
    }
  }, [form, id])

  return {
    restored,
    clear: async () => {
      ready.current = false
      await writing.current
      if (hasUserDb()) await userDb().kv.delete(draftKey(id)).catch(() => undefined)
    },
  }
}
