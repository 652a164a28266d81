import { useQueryClient } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useCallback } from 'react'
import { signOut } from '@/shared/auth/sign-out'

export function useSignOut() {
  const queryClient = useQueryClient()
  const { config } = useRouteContext({ from: '__root__' })
  return useCallback(() => signOut(config, queryClient), [config, queryClient])
}
