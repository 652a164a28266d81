import { Badge, Box, Button } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { SelectedStudent } from '@/contract/user'
import { useSelection } from '@/shared/session/current-selection'
import { selectedStudent } from '@/shared/session/selection'
import { BellIcon } from './icons'
import { useUnreadCount } from './use-unread-count'

/** Past this the badge says "99+"; the accessible name keeps the exact number. */
const MAX_BADGE_COUNT = 99

function BellLink({ count }: { count: number | undefined }) {
  const { t } = useLingui()
  const label = count === undefined ? t`Notificaciones` : t`Notificaciones, ${count} sin leer`
  return (
    <Button asChild variant="ghost" size="sm" position="relative" px="2">
      <Link to="/notifications" aria-label={label} title={label}>
        <BellIcon size={22} />
        {count !== undefined && count > 0 && (
          <Box as="span" aria-hidden="true" position="absolute" top="0" insetEnd="0">
            <Badge colorPalette="red" variant="solid" size="xs" borderRadius="full">
              {count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : count}
            </Badge>
          </Box>
        )}
      </Link>
    </Button>
  )
}

function CountingBell({ student }: { student: SelectedStudent }) {
  return <BellLink count={useUnreadCount(student)} />
}

/** Header link to the notifications, with the selected student's unread count (none without one). */
export function NotificationsBell() {
  const student = selectedStudent(useSelection())
  return student ? <CountingBell key={student.accountNumber} student={student} /> : <BellLink count={undefined} />
}
