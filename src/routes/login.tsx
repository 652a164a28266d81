import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginScreen } from '@/app/public/login-screen'
import { isSignedIn } from '@/shared/auth/keycloak'

export const Route = createFileRoute('/login')({
  beforeLoad: () => {
    if (isSignedIn()) throw redirect({ to: '/home' })
  },
  component: LoginScreen,
})
