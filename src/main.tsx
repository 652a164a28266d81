import '@fontsource/work-sans/latin-400.css'
import '@fontsource/work-sans/latin-500.css'
import '@fontsource/work-sans/latin-600.css'
import '@fontsource/work-sans/latin-700.css'
// The theme's global styles, written when the portal is built (vite.config.ts, buildTimeTheme).
import 'virtual:theme.css'
import { startColorMode } from './shared/ui/color-mode'
import { showStartFailure } from './start-failed'

// Light or dark first, so the skeleton already shows the person's choice.
startColorMode()

/**
 * The first module, kept tiny: the page's skeleton (index.html) is already painted; the portal's
 * code, preloaded from the start (`modulepreload`), is imported here so that a chunk that fails
 * to load (a deploy, no signal before the worker was installed) is said plainly instead of
 * leaving the skeleton for ever.
 */
import('./boot').then(({ start }) => start(), showStartFailure)
