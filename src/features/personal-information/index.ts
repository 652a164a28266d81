export { PersonalInformationScreen } from './components/personal-information-screen'
export { personalQueries } from './queries'
