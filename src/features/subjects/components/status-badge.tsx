import { Badge } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { SubjectDisplayStatus } from '@/contract/academic'
import { subjectStatus } from '../status'
import { STATUS_ICONS } from './icons'

/** Spec §4 status: its fixed colour, and always its word and icon too. */
export function SubjectStatusBadge({ status }: { status: SubjectDisplayStatus }) {
  const { i18n } = useLingui()
  const info = subjectStatus(status)
  const Icon = STATUS_ICONS[info.icon]
  return (
    <Badge colorPalette={info.palette} variant="subtle" size="md" gap="1" flexShrink={0} data-state={info.state}>
      <Icon size={14} />
      {i18n._(info.label)}
    </Badge>
  )
}
