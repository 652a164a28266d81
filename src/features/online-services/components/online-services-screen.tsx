import { Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { RequireStudent } from '@/shared/session/require-student'
import { OnlineServicesContent } from './online-services-content'

/** Menu key online-services: the university's sites for the selected career, each in a new window. */
export function OnlineServicesScreen() {
  const { t } = useLingui()
  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl" m="0">
          <Trans>Servicios en línea</Trans>
        </Heading>
        <Text m="0" color="fg.muted">
          <Trans>Los sitios de tu universidad para tu carrera. Cada uno se abre en una ventana nueva.</Trans>
        </Text>
      </Stack>
      <RequireStudent message={t`Elige un alumno y su carrera para ver sus servicios en línea.`}>
        {(student) => <OnlineServicesContent student={student} />}
      </RequireStudent>
    </Stack>
  )
}
