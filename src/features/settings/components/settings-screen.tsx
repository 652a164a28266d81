import { Heading, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { AppearanceSection } from './appearance-section'
import { DevicesSection } from './devices-section'
import { PushSection } from './push-section'
import { SavedResourcesSection } from './saved-resources-section'
import { StorageSection } from './storage-section'

/** Spec "connected devices settings", with what this device keeps and how it is told. */
export function SettingsScreen() {
  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="2xl">
        <Trans>Configuración</Trans>
      </Heading>
      <AppearanceSection />
      <PushSection />
      <StorageSection />
      <SavedResourcesSection />
      <DevicesSection />
    </Stack>
  )
}
