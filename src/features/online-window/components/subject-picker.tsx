import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { MAX_REENROLLMENT_SUBJECTS } from '@/contract/online-window'
import { CheckBox } from '@/shared/forms/check-box'
import { planCycleName } from '@/shared/i18n/term-name'
import { EmptyData } from '@/shared/ui/empty-data'
import { ServerText } from '@/shared/ui/server-text'
import { creditsOf, toggleSubject, type OfferedSubject } from '../logic'

interface Props {
  cycles: Array<{ number: number; name: string; subjects: OfferedSubject[] }>
  chosen: string[]
  onChange: (chosen: string[]) => void
  onNext: () => void
}

/** Step 1: the plan's subjects still to take, by cycle; a locked one says why, and the plan's maximum holds. */
export function SubjectPicker({ cycles, chosen, onChange, onNext }: Props) {
  const { t, i18n } = useLingui()
  const all = cycles.flatMap((c) => c.subjects)
  const credits = creditsOf(all, chosen)
  const full = chosen.length >= MAX_REENROLLMENT_SUBJECTS
  if (all.length === 0) return <EmptyData text={t`Tu plan no tiene materias por cursar.`} />
  return (
    <Stack gap="4">
      <Text m="0" fontSize="sm" color="fg.muted">
        <Trans>Elige hasta {MAX_REENROLLMENT_SUBJECTS} materias. Las que piden aprobar la anterior no se pueden elegir todavía.</Trans>
      </Text>
      {cycles.map((cycle) => (
        <Box as="fieldset" key={cycle.number} m="0" p="0" border="0">
          <Box as="legend" fontWeight="semibold">
            {planCycleName(cycle, i18n)}
          </Box>
          <Stack gap="2" mt="2">
            {cycle.subjects.map((s) => {
              const checked = chosen.includes(s.code)
              const locked = s.block === 'locked'
              return (
                <HStack as="label" key={s.code} gap="2" align="start" opacity={locked ? 0.7 : 1}>
                  <CheckBox
                    checked={checked}
                    disabled={locked || (full && !checked)}
                    onChange={() => onChange(toggleSubject(chosen, s.code))}
                  />
                  <Text as="span" m="0">
                    <ServerText>{s.name}</ServerText> · {s.code} · <Trans>{s.credits} créditos</Trans>
                    {locked ? (
                      <Text as="span" display="block" fontSize="sm" color="fg.muted">
                        <Trans>Bloqueada: primero aprueba la materia anterior.</Trans>
                      </Text>
                    ) : null}
                  </Text>
                </HStack>
              )
            })}
          </Stack>
        </Box>
      ))}
      <Text m="0" role="status">
        <Trans>
          Elegiste {chosen.length} de {MAX_REENROLLMENT_SUBJECTS} materias · {credits} créditos
        </Trans>
      </Text>
      <Button colorPalette="brand" alignSelf="start" disabled={chosen.length === 0} onClick={onNext}>
        <Trans>Continuar</Trans>
      </Button>
    </Stack>
  )
}
