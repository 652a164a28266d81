export { ContactScreen, type AddressFormTarget } from './components/contact-screen'
export { contactQueries } from './queries'
