import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, type ComponentType } from 'react'
import { resolveActiveRole } from '@/shared/auth/roles'
import { loadSectionCatalog } from '@/shared/i18n/i18n'
import { sessionQueries } from '@/shared/session/queries'
import { useSelection } from '@/shared/session/current-selection'
import { selectedStudent } from '@/shared/session/selection'
import { StudentCareerSelector } from '@/shared/session/student-career-selector'
import { InlineLoader } from '@/shared/ui/inline-loader'
import { HomeFirstScreen } from './home-first-screen'
import { SelectionSummary } from './selection-summary'

// The Tutor's and the Administrativo's ways to choose: a student's home, the most frequent, does not load them.
const AdminSelection = lazy(() => import('./admin-selection').then((m) => ({ default: m.AdminSelection })))
const TutorStudents = lazy(() => import('./tutor-students').then((m) => ({ default: m.TutorStudents })))

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

/**
 * The home. Its first screen is plain elements (home-first-screen.tsx), the same a cold start
 * draws before the portal (src/start/home-view.tsx), which hands over to this screen once it
 * shows `data-home-screen` complete; the Tutor's and the Administrativo's ways to choose keep
 * their Chakra pieces inside the same card.
 */
export function HomeScreen() {
  const user = useQuery(sessionQueries.user()).data
  const student = selectedStudent(useSelection())
  if (!user) return null
  const role = resolveActiveRole(user.rols)?.description

  return (
    <div className="hm-screen" data-home-screen="">
      <HomeFirstScreen
        fullName={user.fullName}
        role={role}
        choice={
          role === 'Administrativo' ? (
            <Suspense fallback={<InlineLoader />}>
              <AdminSelection />
            </Suspense>
          ) : role === 'Tutor' && user.tutorId !== null ? (
            <Suspense fallback={<InlineLoader />}>
              <TutorStudents tutorId={user.tutorId} />
            </Suspense>
          ) : (
            <StudentCareerSelector students={user.students} />
          )
        }
        summary={<SelectionSummary />}
      />
      {student ? (
        <Suspense fallback={null}>
          <CampusRequestBanner key={`${student.accountNumber}-${student.cvProgram}-${student.campusCode}`} student={student} />
        </Suspense>
      ) : null}
      {student ? (
        <Suspense fallback={<div aria-busy="true" />}>
          <OfflineReadinessCard key={`${student.accountNumber}-${student.cvProgram}-${student.campusCode}`} student={student} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <SchoolServices />
      </Suspense>
      <Suspense fallback={null}>
        <NewsSlideshow />
      </Suspense>
    </div>
  )
}
