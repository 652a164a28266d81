export { CredentialScreen } from './components/credential-screen'
