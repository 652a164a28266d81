import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginScreen } from '@/app/public/login-screen'
import { isSignedIn } from '@/shared/auth/keycloak'

const LoginSearch = v.object({ offline: v.fallback(v.optional(v.boolean()), undefined) })

export const Route = createFileRoute('/login')({
  validateSearch: (search) => v.parse(LoginSearch, search),
  beforeLoad: () => {
    if (isSignedIn()) throw redirect({ to: '/home' })
  },
  component: LoginScreen,
})
