export { SubjectsScreen } from './components/subjects-screen'
