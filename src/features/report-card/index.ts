export { ReportCardScreen } from './components/report-card-screen'
export { cycleOrder, newestFirst } from './logic'
export { reportCardQueries } from './queries'
