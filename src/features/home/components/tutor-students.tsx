import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { sessionQueries } from '@/shared/session/queries'
import { EmptyData } from '@/shared/ui/empty-data'
import { InlineLoader } from '@/shared/ui/inline-loader'
import { StudentCareerSelector } from '@/shared/session/student-career-selector'

/** A tutor chooses among the students linked to them and enabled. */
export function TutorStudents({ tutorId }: { tutorId: number }) {
  const students = useQuery(sessionQueries.tutorStudents(tutorId))
  if (students.isPending) return <InlineLoader />
  if (students.isError) return <EmptyData text={<Trans>No pudimos cargar a tus alumnos.</Trans>} />
  if (students.data.length === 0) return <EmptyData text={<Trans>Aún no tienes alumnos vinculados.</Trans>} />
  return <StudentCareerSelector students={students.data} />
}
