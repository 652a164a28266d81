import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { flagSearch } from '@/shared/routing/flag-search'
import { GuardiansScreen } from '@/features/guardians'

/** Spec §2 "student information: economic responsible"; `?registrar=true` keeps the registration form open. */
export const Route = createFileRoute('/_app/student-information/economic-responsible')({
  loader: () => Promise.all([loadSectionCatalog('guardians'), loadSectionCatalog('forms')]),
  validateSearch: flagSearch('registrar'),
  component: function Screen() {
    const { registrar } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <GuardiansScreen
        kind="economic"
        registering={registrar === true}
        onRegistering={(open) => void navigate({ search: open ? { registrar: true } : {}, replace: !open })}
      />
    )
  },
})
