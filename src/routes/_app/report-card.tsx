import { createFileRoute } from '@tanstack/react-router'
import { ReportCardScreen } from '@/features/report-card'

export const Route = createFileRoute('/_app/report-card')({ component: ReportCardScreen })
