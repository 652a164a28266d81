export { ProfileScreen } from './components/profile-screen'
export { profileQueries } from './queries'
