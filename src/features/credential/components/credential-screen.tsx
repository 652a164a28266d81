import { Heading, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { RequireStudent } from '@/shared/session/require-student'
import { CredentialContent } from './credential-content'

/** Spec §2 "credential card", for the student picked on the home screen (any role). */
export function CredentialScreen() {
  return (
    <Stack gap="6" maxW="xl">
      <Heading as="h1" size="2xl" m="0">
        <Trans>Credencial digital</Trans>
      </Heading>
      <RequireStudent>{(student) => <CredentialContent student={student} />}</RequireStudent>
      <ChakraLink asChild colorPalette="brand" alignSelf="flex-start">
        <Link to="/perfil">
          <Trans>Cambiar la foto de la credencial</Trans>
        </Link>
      </ChakraLink>
    </Stack>
  )
}
