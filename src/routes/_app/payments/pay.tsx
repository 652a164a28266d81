import { createFileRoute } from '@tanstack/react-router'
import { PayScreen } from '@/features/payments'

export const Route = createFileRoute('/_app/payments/pay')({ component: PayScreen })
