import { Box, Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import type { IllustrationKind } from './error-illustrations'
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

/** Illustration size, kept by an empty frame while the drawing loads. */
const ILLUSTRATION_PX = 160

/**
 * The drawings load on their own, off the start's code: they are decorative, and an error page is
 * rare. One that cannot load (no signal before the worker had the portal) leaves the frame empty.
 */
type Drawing = ComponentType<{ kind: IllustrationKind; size?: number }>
const ErrorIllustration = lazy(
  (): Promise<{ default: Drawing }> =>
    import('./error-illustrations').then(
      (module) => ({ default: module.ErrorIllustration }),
      () => ({ default: () => null }),
    ),
)

/** Full-page message for the error pages of spec §8. */
export function ErrorPage({ variant, onBack, showCode = true, actions, landmark = true }: ErrorPageProps) {
  const { i18n, t } = useLingui()
  const content = variant === 'screen-failed' ? SCREEN_FAILED : variant === 'nothing-saved' ? NOTHING_SAVED : ERROR_CONTENT[variant]
  const code = content.code
  const codeShown = showCode && code !== ''

  return (
    <Center as={landmark ? 'main' : 'div'} id={landmark ? 'main' : undefined} minH="70vh" px="6" py="10">
      <Stack align="center" gap="5" maxW="lg" textAlign="center">
        <Box color="brand.solid" minW={`${ILLUSTRATION_PX}px`} minH={`${ILLUSTRATION_PX}px`}>
          <Suspense fallback={null}>
            <ErrorIllustration kind={content.illustration} size={ILLUSTRATION_PX} />
          </Suspense>
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
