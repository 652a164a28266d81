import { createFileRoute } from '@tanstack/react-router'
import { SubjectStripScreen } from '@/features/subject-strip'

export const Route = createFileRoute('/_app/subject-strip')({ component: SubjectStripScreen })
