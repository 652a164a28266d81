import { Button, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelection } from '@/shared/session/current-selection'
import { StudentCareerSelector } from '@/shared/session/student-career-selector'

/** An Administrativo finds students on their own screen; here, the one chosen and its career. */
export function AdminSelection() {
  const selection = useSelection()
  return (
    <Stack gap="4" align="start">
      {selection ? (
        <StudentCareerSelector students={[selection.student]} />
      ) : (
        <Text m="0">
          <Trans>Aún no eliges a un alumno.</Trans>
        </Text>
      )}
      <Button asChild colorPalette="brand" variant={selection ? 'outline' : 'solid'}>
        <Link to="/find-student">{selection ? <Trans>Buscar otro alumno</Trans> : <Trans>Buscar alumno</Trans>}</Link>
      </Button>
    </Stack>
  )
}
