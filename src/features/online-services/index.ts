export { OnlineServicesScreen } from './components/online-services-screen'
export { onlineServicesQueries } from './queries'
export { InternationalScreen } from './components/international-screen'
