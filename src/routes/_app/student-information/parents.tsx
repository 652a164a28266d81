import { createFileRoute } from '@tanstack/react-router'
import { StudentInformationNav } from '@/shared/ui/student-information-nav'

export const Route = createFileRoute('/_app/student-information/parents')({
  component: StudentInformationNav,
})
