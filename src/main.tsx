import '@fontsource/work-sans/latin-400.css'
import '@fontsource/work-sans/latin-500.css'
import '@fontsource/work-sans/latin-600.css'
import '@fontsource/work-sans/latin-700.css'
import { showStartFailure } from './start-failed'

/**
 * The first module, kept tiny. When the worker has put the last picture of this screen in the
 * page (`shared/offline/start-view.ts`), the browser shows it before the portal's own code,
 * which keeps the main thread busy for a while, is loaded and run: once the picture is decoded
 * (or could not be), one frame to paint it.
 */
const load = () => import('./boot').then(({ start }) => start(), showStartFailure)
const afterAFrame = () => requestAnimationFrame(() => setTimeout(() => void load()))

// The id is START_VIEW_ID; importing it would pull the shared code into this first module.
const picture = document.querySelector<HTMLImageElement>('#start-view img')
// A picture of another viewport's width stays hidden (and is not waited for).
if (picture?.checkVisibility()) picture.decode().then(afterAFrame, afterAFrame)
else void load()
