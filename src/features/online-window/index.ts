export { OnlineWindowScreen } from './components/online-window-screen'
export { FormalitiesScreen } from './components/formalities-screen'
export { ReenrollmentScreen } from './components/reenrollment-screen'
