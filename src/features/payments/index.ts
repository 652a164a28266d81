export { PaymentsScreen } from './components/payments-screen'
export { PayScreen } from './components/pay-screen'
export { ReferenceScreen } from './components/reference-screen'
export { paymentQueries } from './queries'
