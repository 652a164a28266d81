import { Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useSelection } from '@/shared/session/current-selection'
import { StudentCareerSelector } from '@/shared/session/student-career-selector'
import { SectionCard } from '@/shared/ui/section-card'
import { ServerText } from '@/shared/ui/server-text'

/** Who every other screen shows now, with their career to choose (the home's same selector). */
export function SelectedStudent() {
  const selection = useSelection()
  if (!selection) return null
  const { fullName, accountNumber, businessLine } = selection.student
  return (
    <SectionCard title={<Trans>Alumno seleccionado</Trans>}>
      <Text m="0">
        <strong>{fullName}</strong> · {accountNumber} · <ServerText>{businessLine}</ServerText>
      </Text>
      <StudentCareerSelector students={[selection.student]} />
      <Text m="0" color="fg.muted">
        <Trans>Abre sus secciones desde el menú: verás lo que tu rol permite consultar.</Trans>
      </Text>
    </SectionCard>
  )
}
