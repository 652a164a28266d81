import { createFileRoute } from '@tanstack/react-router'
import { NewTicketScreen } from '@/features/assistance'

export const Route = createFileRoute('/_app/assistance/new')({ component: NewTicketScreen })
