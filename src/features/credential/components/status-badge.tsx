import { Badge, VisuallyHidden } from '@chakra-ui/react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { IconProps } from '@/shared/ui/svg-icon'
import type { JSX } from 'react'
import type { CredentialStanding } from '../logic'
import { ExpiredIcon, InactiveIcon, ValidIcon } from './icons'

/** Each standing has its word and its icon; the colour only repeats them. */
export const STANDINGS = {
  valid: { label: msg`Vigente`, palette: 'green', Icon: ValidIcon },
  expired: { label: msg`Vencida`, palette: 'red', Icon: ExpiredIcon },
  inactive: { label: msg`Inactiva`, palette: 'gray', Icon: InactiveIcon },
} as const satisfies Record<CredentialStanding, { label: unknown; palette: string; Icon: (props: IconProps) => JSX.Element }>

export function StandingBadge({ standing }: { standing: CredentialStanding }) {
  const { i18n } = useLingui()
  const { label, palette, Icon } = STANDINGS[standing]
  return (
    <Badge colorPalette={palette} variant="solid" size="lg" gap="1.5" px="2.5" py="1" borderWidth="1px" borderColor="white">
      <Icon size={16} />
      <VisuallyHidden>
        <Trans>Estado de la credencial:</Trans>{' '}
      </VisuallyHidden>
      <span>{i18n._(label)}</span>
    </Badge>
  )
}
