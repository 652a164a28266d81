import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '@/features/home/components/home-screen'
import { loadSectionCatalog } from '@/shared/i18n/i18n'

export const Route = createFileRoute('/_app/home')({
  // The cards drawn after the first screen bring texts of their own: loading them beside the
  // screen's code (from the worker's copy, offline too) spares the whole page a second render
  // once the cards arrive. A failed load is tried again by the cards themselves.
  loader: () => loadSectionCatalog('home-cards').catch(() => undefined),
  component: HomeScreen,
})
