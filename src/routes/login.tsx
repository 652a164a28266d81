import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'

/** Where this page was loaded from: the router has already moved the address to `/login` when it gets here. */
const documentPath = window.location.pathname

const LoginSearch = v.object({
  offline: v.fallback(v.optional(v.boolean()), undefined),
  closed: v.fallback(v.optional(v.boolean()), undefined),
})

/**
 * The sign-in page is a public page of its own (`public.html`, src/public/pages/sign-in.tsx), so a
 * first visit loads none of the portal's code. The portal leaves for it with a page load, which
 * also leaves nothing of a session that ended in the page's memory.
 */
export const Route = createFileRoute('/login')({
  validateSearch: (search) => v.parse(LoginSearch, search),
  beforeLoad: ({ location, preload }) => {
    if (preload) return
    const page = `${import.meta.env.BASE_URL}login`
    // A host that serves the portal's page there instead of public.html would send it back for ever.
    if (documentPath === page) throw new Error('the portal was served at /login: serve public.html there (README, deployment)')
    window.location.replace(`${page}${location.searchStr}`)
    // The page is being replaced: nothing of the portal renders meanwhile.
    return new Promise<never>(() => undefined)
  },
})
