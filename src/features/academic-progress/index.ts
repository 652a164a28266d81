export { AcademicProgressScreen } from './components/academic-progress-screen'
