export { GuardiansScreen } from './components/guardians-screen'
export { guardianQueries } from './queries'
