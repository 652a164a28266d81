import { createFileRoute } from '@tanstack/react-router'
import { AssistanceScreen } from '@/features/assistance'

/** Spec §2 "Assistance tickets": the student's tickets, open and closed. */
export const Route = createFileRoute('/_app/assistance/')({ component: AssistanceScreen })
