import { createFileRoute } from '@tanstack/react-router'
import { CredentialScreen } from '@/features/credential'

export const Route = createFileRoute('/_app/credential')({ component: CredentialScreen })
