import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { IconProps } from '@/shared/ui/svg-icon'
import type { JSX } from 'react'
import type { CredentialStanding } from '../logic'
import { ExpiredIcon, InactiveIcon, ValidIcon } from './icons'

/** Each standing has its word and its icon; the colour only repeats them. */
export const STANDINGS = {
  valid: { label: msg`Vigente`, Icon: ValidIcon },
  expired: { label: msg`Vencida`, Icon: ExpiredIcon },
  inactive: { label: msg`Inactiva`, Icon: InactiveIcon },
} as const satisfies Record<CredentialStanding, { label: unknown; Icon: (props: IconProps) => JSX.Element }>

export function StandingBadge({ standing }: { standing: CredentialStanding }) {
  const { i18n } = useLingui()
  const { label, Icon } = STANDINGS[standing]
  return (
    <span className="cc-badge" data-standing={standing}>
      <Icon size={16} />
      <span className="sr-only">
        <Trans>Estado de la credencial:</Trans>{' '}
      </span>
      <span>{i18n._(label)}</span>
    </span>
  )
}
