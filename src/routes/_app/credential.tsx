import { createFileRoute } from '@tanstack/react-router'
import { CredentialScreen } from '@/features/credential'
import { prefetchCredential } from '@/features/credential/queries'

export const Route = createFileRoute('/_app/credential')({
  // Not awaited: an awaited loader would hang navigation offline.
  loader: ({ context }) => {
    void prefetchCredential(context.queryClient)
  },
  component: CredentialScreen,
})
