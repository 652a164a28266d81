import { createFileRoute } from '@tanstack/react-router'
import { AcademicProgressScreen } from '@/features/academic-progress'

export const Route = createFileRoute('/_app/academic-progress')({ component: AcademicProgressScreen })
