export { FindStudentScreen } from './components/find-student-screen'
