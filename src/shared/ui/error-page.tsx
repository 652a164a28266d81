import { Box, Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ErrorIllustration } from './error-illustrations'
import { ERROR_CONTENT, NOTHING_SAVED, SCREEN_FAILED, type ErrorVariant } from './error-texts'

export interface ErrorPageProps {
  /**
   * `screen-failed`: the screen's own code broke; `nothing-saved`: no signal and nothing saved on
   * this device yet. Neither has an error code.
   */
  variant: ErrorVariant | 'screen-failed' | 'nothing-saved'
  /** When given, a "Volver" button calls it. */
  onBack?: () => void
  /** The public 404 hides the code (spec §2). */
  showCode?: boolean
  /** Extra buttons, e.g. "Cerrar sesión". */
  actions?: ReactNode
  /** The page's `main` landmark; false where the page sits inside the shell's own `main`. */
  landmark?: boolean
}

/** Full-page message for the error pages of spec §8. */
export function ErrorPage({ variant, onBack, showCode = true, actions, landmark = true }: ErrorPageProps) {
  const { i18n, t } = useLingui()
  const content = variant === 'screen-failed' ? SCREEN_FAILED : variant === 'nothing-saved' ? NOTHING_SAVED : ERROR_CONTENT[variant]
  const code = content.code
  const codeShown = showCode && code !== ''

  return (
    <Center as={landmark ? 'main' : 'div'} id={landmark ? 'main' : undefined} minH="70vh" px="6" py="10">
      <Stack align="center" gap="5" maxW="lg" textAlign="center">
        <Box color="brand.solid">
          <ErrorIllustration kind={content.illustration} />
        </Box>
        {codeShown ? (
          <Text fontWeight="semibold" color="fg.muted" letterSpacing="wide">
            {t`Error ${code}`}
          </Text>
        ) : null}
        <Heading as="h1" size="2xl">
          {i18n._(content.title)}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {i18n._(content.description)}
        </Text>
        {onBack || actions ? (
          <HStack gap="3" wrap="wrap" justify="center">
            {onBack ? (
              <Button colorPalette="brand" onClick={onBack}>
                <Trans>Volver</Trans>
              </Button>
            ) : null}
            {actions}
          </HStack>
        ) : null}
      </Stack>
    </Center>
  )
}
