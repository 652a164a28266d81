import { createFileRoute } from '@tanstack/react-router'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { ContactScreen } from '@/features/contact'

/** Spec §2 "student information: contact". */
export const Route = createFileRoute('/_app/student-information/contact')({
  loader: () => Promise.all([loadSectionCatalog('contact'), loadSectionCatalog('forms')]),
  component: ContactScreen,
})
