import { Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ActionBlock } from '../logic'

/** Why the actions of a screen are off, said next to them. */
export function ActionNote({ block, id }: { block: ActionBlock; id?: string }) {
  if (block === null) return null
  return (
    <Text id={id} m="0" fontSize="sm" color="fg.muted">
      {block === 'offline' ? (
        <Trans>Sin conexión: para solicitar o confirmar necesitas señal.</Trans>
      ) : block === 'role' ? (
        <Trans>Solo el alumno puede solicitar trámites o reinscribirse; tu rol puede consultar.</Trans>
      ) : (
        <Trans>La ventanilla está cerrada: no se puede solicitar ahora.</Trans>
      )}
    </Text>
  )
}
