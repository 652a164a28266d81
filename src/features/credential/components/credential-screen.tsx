import { Link as ChakraLink } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { StudentScreen } from '@/shared/session/student-screen'
import { CredentialContent } from './credential-content'

/** Spec §2 "credential card", for the student picked on the home screen (any role). */
export function CredentialScreen() {
  return (
    <StudentScreen
      title={<Trans>Credencial digital</Trans>}
      width="xl"
      footer={
        <ChakraLink asChild colorPalette="brand" alignSelf="flex-start">
          <Link to="/perfil">
            <Trans>Cambiar la foto de la credencial</Trans>
          </Link>
        </ChakraLink>
      }
    >
      {(student) => <CredentialContent student={student} />}
    </StudentScreen>
  )
}
