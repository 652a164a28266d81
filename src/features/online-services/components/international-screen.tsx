import { Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { RequireStudent } from '@/shared/session/require-student'
import { INTERNATIONAL_GROUP, OnlineServicesContent } from './online-services-content'

/**
 * Menu key international: the university's international programs for the selected career
 * (mobility, languages, double degrees), the group of online services that has them.
 */
export function InternationalScreen() {
  const { t } = useLingui()
  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl" m="0">
          <Trans>Internacional</Trans>
        </Heading>
        <Text m="0" color="fg.muted">
          <Trans>Estudiar en el extranjero, certificar idiomas y titularte también fuera de México. Cada sitio se abre en una ventana nueva.</Trans>
        </Text>
      </Stack>
      <RequireStudent message={t`Elige un alumno y su carrera para ver sus programas internacionales.`}>
        {(student) => (
          <OnlineServicesContent student={student} group={INTERNATIONAL_GROUP} empty={t`Tu universidad no ofrece programas internacionales para esta carrera por ahora.`} />
        )}
      </RequireStudent>
    </Stack>
  )
}
