export { TermsScreen } from './components/terms-screen'
export { termsQueries } from './queries'
