import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, type ComponentType } from 'react'
import { resolveActiveRole } from '@/shared/auth/roles'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { sessionQueries } from '@/shared/session/queries'
import { useSelection } from '@/shared/session/current-selection'
import { selectedStudent } from '@/shared/session/selection'
import { StudentCareerSelector } from '@/shared/session/student-career-selector'
import { AdminSelection } from './admin-selection'
import { SelectionSummary } from './selection-summary'
import { TutorStudents } from './tutor-students'

/** A card drawn after the home's first screen, with its texts (the home-cards catalog). */
const homeCard = <T, P extends object>(load: () => Promise<T>, pick: (module: T) => ComponentType<P>) =>
  lazy(() => Promise.all([load(), loadSectionCatalog('home-cards')]).then(([module]) => ({ default: pick(module) })))

// Below the selector: it loads beside the first screen, not before it.
const OfflineReadinessCard = homeCard(() => import('../readiness/offline-readiness-card'), (m) => m.OfflineReadinessCard)
// The school services' shortcuts and the news with their carousel, the same way: after the person's own things.
const SchoolServices = homeCard(() => import('./school-services'), (m) => m.SchoolServices)
const NewsSlideshow = homeCard(() => import('./news-slideshow'), (m) => m.NewsSlideshow)
// The banner of the career's last campus change request: a notice, never part of the first screen.
const CampusRequestBanner = homeCard(() => import('../campus-request/campus-request-banner'), (m) => m.CampusRequestBanner)

export function HomeScreen() {
  const user = useQuery(sessionQueries.user()).data
  const student = selectedStudent(useSelection())
  if (!user) return null
  const role = resolveActiveRole(user.rols)?.description
  const firstName = user.fullName.split(' ')[0] ?? user.fullName

  return (
    <Stack gap="6" maxW="5xl">
      <Heading as="h1" size="2xl">
        <Trans>Hola, {firstName}</Trans>
      </Heading>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="lg">
            {role === 'Administrativo' ? <Trans>Alumno consultado</Trans> : <Trans>Alumno y carrera</Trans>}
          </Heading>
          <Text color="fg.muted">
            {role === 'Tutor' ? (
              <Trans>Elige a quién quieres consultar y su carrera.</Trans>
            ) : role === 'Administrativo' ? (
              <Trans>Busca a un alumno por número de cuenta o por nombre para consultar su información.</Trans>
            ) : (
              <Trans>Elige tu cuenta de alumno y tu carrera. Lo recordaremos la próxima vez.</Trans>
            )}
          </Text>
        </Card.Header>
        <Card.Body>
          {role === 'Administrativo' ? (
            <AdminSelection />
          ) : role === 'Tutor' && user.tutorId !== null ? (
            <TutorStudents tutorId={user.tutorId} />
          ) : (
            <StudentCareerSelector students={user.students} />
          )}
        </Card.Body>
      </Card.Root>
      <SelectionSummary />
      {student ? (
        <Suspense fallback={null}>
          <CampusRequestBanner key={`${student.accountNumber}-${student.cvProgram}-${student.campusCode}`} student={student} />
        </Suspense>
      ) : null}
      {student ? (
        <Suspense fallback={<Box aria-busy="true" />}>
          <OfflineReadinessCard key={`${student.accountNumber}-${student.cvProgram}-${student.campusCode}`} student={student} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <SchoolServices />
      </Suspense>
      <Suspense fallback={null}>
        <NewsSlideshow />
      </Suspense>
    </Stack>
  )
}
