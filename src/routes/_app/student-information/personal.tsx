import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { PersonalInformationScreen } from '@/features/personal-information'
// Imported on its own so the route's search check does not pull the screen into the main chunk.
import { personalSearch } from '@/features/personal-information/search'

/** Spec §2 "student information: personal"; `?change=true` while the change form is open. */
export const Route = createFileRoute('/_app/student-information/personal')({
  loader: () => Promise.all([loadSectionCatalog('personal-information'), loadSectionCatalog('forms')]),
  validateSearch: personalSearch,
  component: PersonalInformationScreen,
})
