export { ContactScreen } from './components/contact-screen'
export { contactQueries } from './queries'
