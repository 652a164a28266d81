export { AgendaScreen } from './components/agenda-screen'
export { agendaQueries } from './queries'
export { AgendaSearch } from './search'
export { OnlineClassesScreen } from './components/online-classes-screen'
