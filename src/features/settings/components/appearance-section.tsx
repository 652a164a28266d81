import { chakra, Stack, Text } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { COLOR_MODE_CHOICES, setColorModeChoice, type ColorModeChoice } from '@/shared/ui/color-mode'
import { SectionCard } from '@/shared/ui/section-card'
import { useColorModeChoice } from '@/shared/ui/use-color-mode'

const LABELS: Record<ColorModeChoice, MessageDescriptor> = {
  system: msg`Como el dispositivo`,
  light: msg`Claro`,
  dark: msg`Oscuro`,
}

/** Light, dark or the device's own setting; kept on this device, for whoever uses it. */
export function AppearanceSection() {
  const { i18n } = useLingui()
  const choice = useColorModeChoice()
  return (
    <SectionCard title={<Trans>Apariencia</Trans>}>
      <chakra.fieldset border="0" m="0" p="0" minW="0">
        <chakra.legend fontWeight="medium" mb="2" p="0">
          <Trans>Tema</Trans>
        </chakra.legend>
        <Stack gap="2">
          {COLOR_MODE_CHOICES.map((option) => (
            <chakra.label key={option} display="flex" alignItems="center" gap="2" cursor="pointer" w="fit-content">
              <chakra.input
                type="radio"
                name="color-mode"
                value={option}
                checked={choice === option}
                onChange={() => setColorModeChoice(option)}
                w="4"
                h="4"
                accentColor="brand.solid"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              />
              {i18n._(LABELS[option])}
            </chakra.label>
          ))}
        </Stack>
      </chakra.fieldset>
      <Text color="fg.muted" textStyle="sm">
        <Trans>Se guarda en este dispositivo y sigue igual al cerrar sesión.</Trans>
      </Text>
    </SectionCard>
  )
}
