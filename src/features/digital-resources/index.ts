export { DigitalResourcesScreen } from './components/digital-resources-screen'
export { LibrariesScreen } from './components/libraries-screen'
