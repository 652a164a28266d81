import type { ReactNode } from 'react'

/** A form of the forms kit as a screen draws it: the browser's own checks off, sending through the kit. */
export function KitForm({ form, children }: { form: { handleSubmit: () => Promise<unknown> }; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      {children}
    </form>
  )
}
