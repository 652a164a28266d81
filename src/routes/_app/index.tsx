import { createFileRoute, redirect } from '@tanstack/react-router'
import { takeDestination } from '@/shared/auth/keycloak'

/** The sign-in redirect URI: go on to where the person was heading, else home. */
export const Route = createFileRoute('/_app/')({
  beforeLoad: () => {
    const destination = takeDestination()
    if (destination && /^\/(?!\/)/.test(destination) && destination !== '/' && !destination.startsWith('/login')) throw redirect({ href: destination })
    throw redirect({ to: '/home' })
  },
})
