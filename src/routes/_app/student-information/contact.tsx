import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { ContactScreen, type AddressFormTarget } from '@/features/contact'

/** `?address=new` or `?address=<id>`: the address form that is open, so a reload opens it again with its draft. */
function addressSearch(search: Record<string, unknown>): { address?: AddressFormTarget } {
  if (search.address === 'new') return { address: 'new' }
  const id = Number(search.address)
  return Number.isInteger(id) && id > 0 ? { address: id } : {}
}

/** Spec §2 "student information: contact". */
export const Route = createFileRoute('/_app/student-information/contact')({
  loader: () => Promise.all([loadSectionCatalog('contact'), loadSectionCatalog('forms')]),
  validateSearch: addressSearch,
  component: ContactRoute,
})

function ContactRoute() {
  const { address } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ContactScreen
      addressForm={address}
      onAddressForm={(next) => void navigate({ search: next === undefined ? {} : { address: next }, replace: true })}
    />
  )
}
