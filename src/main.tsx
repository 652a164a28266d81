import '@fontsource/work-sans/latin-400.css'
import '@fontsource/work-sans/latin-500.css'
import '@fontsource/work-sans/latin-600.css'
import '@fontsource/work-sans/latin-700.css'
import { showStartFailure } from './start-failed'

/**
 * The first module, kept tiny. When the worker has painted the saved copy of this screen
 * (`shared/offline/start-view.ts`), the browser gets one frame to show it before the portal's
 * own code, which keeps the main thread busy for a while, is loaded and run.
 */
const load = () => import('./boot').then(({ start }) => start(), showStartFailure)

// The id is START_VIEW_ID; importing it would pull the shared code into this first module.
if (document.getElementById('start-view')) requestAnimationFrame(() => setTimeout(() => void load()))
else void load()
