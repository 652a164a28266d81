import { Link as ChakraLink, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useReadsOwn } from '@/shared/session/reader'
import { StudentScreen } from '@/shared/session/student-screen'
import { CredentialContent } from './credential-content'

/** Spec §2 "credential card", for the student picked on the home screen (any role). */
export function CredentialScreen() {
  // Only the student changes their photo, and only once a credential is shown.
  const own = useReadsOwn()
  return (
    <StudentScreen title={<Trans>Credencial digital</Trans>} width="xl">
      {(student) => (
        <Stack gap="6">
          <CredentialContent student={student} />
          {own ? (
            <ChakraLink asChild colorPalette="brand" alignSelf="flex-start">
              <Link to="/perfil">
                <Trans>Cambiar la foto de la credencial</Trans>
              </Link>
            </ChakraLink>
          ) : null}
        </Stack>
      )}
    </StudentScreen>
  )
}
