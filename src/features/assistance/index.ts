export { AssistanceScreen } from './components/assistance-screen'
export { ConversationScreen } from './components/conversation-screen'
export { NewTicketScreen } from './components/new-ticket-screen'
export { assistanceQueries } from './queries'
