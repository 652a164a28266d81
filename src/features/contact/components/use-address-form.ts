import { useAppForm } from '@/shared/forms/form-kit'
import type { AddressFormValues } from '../logic'

/** The address form on the kit; its type lets the dialog's parts share one form. */
export function useAddressForm(defaultValues: AddressFormValues, send: (values: AddressFormValues) => Promise<void>) {
  return useAppForm({ defaultValues, onSubmit: ({ value }) => send(value) })
}

export type AddressForm = ReturnType<typeof useAddressForm>
