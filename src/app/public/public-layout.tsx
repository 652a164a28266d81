import { Box, Container, Flex, Image, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LanguageSwitch } from '@/shared/i18n/language-switch'
import { brands } from '../theme/brands'

/** Frame of the pages anyone may open without signing in. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const { config } = useRouteContext({ from: '__root__' })
  const brand = brands[config.portal]
  return (
    <Flex direction="column" minH="100dvh">
      <Box as="header" bg="bg" borderBottomWidth="1px">
        <Container maxW="5xl" py="3">
          <Flex align="center" justify="space-between" gap="4" wrap="wrap">
            <Image src={brand.logo} alt={t`Logotipo de ${brand.name}`} h="10" w="auto" />
            <LanguageSwitch />
          </Flex>
        </Container>
      </Box>
      <Box as="main" flex="1" py={{ base: '6', md: '10' }}>
        <Container maxW="5xl">{children}</Container>
      </Box>
      <Box as="footer" borderTopWidth="1px" bg="bg" py="4">
        <Container maxW="5xl">
          <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2" fontSize="sm">
            <Text color="fg.muted">
              <Trans>© {new Date().getFullYear()} {brand.name}. Portal de alumnos.</Trans>
            </Text>
            {/* The notice is a public page of its own (public.html), not a screen of the portal. */}
            <ChakraLink href={`${import.meta.env.BASE_URL}aviso-de-privacidad`} colorPalette="brand">
              <Trans>Aviso de privacidad</Trans>
            </ChakraLink>
          </Stack>
        </Container>
      </Box>
    </Flex>
  )
}
