/**
 * `npm run bench` only: the first floor under the portal's starts. The same worker serves it
 * from its precache; it loads the portal's framework chunk (React, React DOM) and draws one
 * heading, and nothing else. No start of the portal can be faster than this page.
 */
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(<h1>Alumno y carrera</h1>)
