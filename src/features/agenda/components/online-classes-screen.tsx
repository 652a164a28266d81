import { Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { RequireStudent } from '@/shared/session/require-student'
import { OnlineClassesContent } from './online-classes-content'

/** Menu key `online classes`: this week's and next week's class sessions held in an online classroom. */
export function OnlineClassesScreen() {
  const { t } = useLingui()
  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl" m="0">
          <Trans>Clases en línea</Trans>
        </Heading>
        <Text m="0" color="fg.muted">
          <Trans>Tus clases de esta semana y de la próxima que se imparten en un aula virtual. Cada aula se abre en una ventana nueva.</Trans>
        </Text>
      </Stack>
      <RequireStudent message={t`Elige un alumno y su carrera para ver sus clases en línea.`}>
        {(student) => <OnlineClassesContent student={student} />}
      </RequireStudent>
    </Stack>
  )
}
