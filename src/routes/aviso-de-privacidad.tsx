import { createFileRoute } from '@tanstack/react-router'
import { PrivacyNotice } from '@/app/public/privacy-notice'

export const Route = createFileRoute('/aviso-de-privacidad')({ component: PrivacyNotice })
