import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { QrLanding } from '@/app/public/qr-landing'

const QrSearch = v.object({
  campus: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[\w -]{1,40}$/))), undefined),
})

export const Route = createFileRoute('/qr')({
  validateSearch: (search) => v.parse(QrSearch, search),
  component: QrLanding,
})
