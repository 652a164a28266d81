import { useCallback } from 'react'
import { useOneTap } from '../ui/use-one-tap'

/**
 * A kit form's submit, sent once per tap: a second click, or Enter pressed again, while the first
 * send runs does nothing. Once it has run, the form has either gone (sent) or says what to fix or
 * why it could not go, so the next tap is the person's answer to that and is taken at once. For
 * the form's `onSubmit` and for a send button outside the form element (a dialog's footer).
 */
export function useSubmitOnce(form: { handleSubmit: () => Promise<unknown> }) {
  const [send] = useOneTap(() => form.handleSubmit(), 0)
  return useCallback(
    (event?: { preventDefault: () => void }) => {
      event?.preventDefault()
      send()
    },
    [send],
  )
}
