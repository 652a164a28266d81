export { DigitalFilesScreen } from './components/digital-files-screen'
export { digitalFileQueries } from './queries'
