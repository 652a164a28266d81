import { Trans } from '@lingui/react/macro'
import type { RoleName } from '@/contract/user'

/** Role names are data from the server; people read them in their language. */
export function RoleLabel({ role }: { role: RoleName }) {
  switch (role) {
    case 'Administrativo':
      return <Trans>Administrativo</Trans>
    case 'Tutor':
      return <Trans>Tutor</Trans>
    case 'Alumno':
      return <Trans>Alumno</Trans>
  }
}
