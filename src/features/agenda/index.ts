export { AgendaScreen } from './components/agenda-screen'
export { agendaQueries } from './queries'
export { AgendaSearch } from './search'
