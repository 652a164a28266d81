export { FiscalScreen } from './components/fiscal-screen'
export { fiscalQueries } from './queries'
