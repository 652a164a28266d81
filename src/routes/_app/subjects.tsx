import { createFileRoute } from '@tanstack/react-router'
import { SubjectsScreen } from '@/features/subjects'

export const Route = createFileRoute('/_app/subjects')({ component: SubjectsScreen })
