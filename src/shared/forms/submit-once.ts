import { useCallback } from 'react'
import { useOneTap } from '../ui/use-one-tap'

/**
 * A kit form's submit, sent once per tap (spec §4's guard): a second click, or Enter pressed
 * again, while the first send runs or within 500 ms of it does nothing. For the form's
 * `onSubmit` and for a send button outside the form element (a dialog's footer).
 */
export function useSubmitOnce(form: { handleSubmit: () => Promise<unknown> }) {
  const [send] = useOneTap(() => form.handleSubmit())
  return useCallback(
    (event?: { preventDefault: () => void }) => {
      event?.preventDefault()
      send()
    },
    [send],
  )
}
