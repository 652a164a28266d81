import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { ProfileScreen } from '@/features/profile'

/** Spec §2's profile, where the photo notices (APROBFOTO, RECHAFOTO) lead. */
export const Route = createFileRoute('/_app/perfil')({
  loader: () => Promise.all([loadSectionCatalog('profile'), loadSectionCatalog('forms')]),
  component: ProfileScreen,
})
