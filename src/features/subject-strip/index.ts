export { SubjectStripScreen } from './components/subject-strip-screen'
export { sortedSessions, timeRange, totalCredits, weekdayName } from './logic'
export { subjectStripQueries } from './queries'
