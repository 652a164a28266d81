import type { JSX } from 'react'
import { BookIcon, CheckCircleIcon as CheckIcon, CrossCircleIcon as FailedIcon, LockIcon } from '@/shared/ui/common-icons'
import { StrokeIcon, type IconProps } from '@/shared/ui/svg-icon'
import type { AttendanceLevelInfo } from '../attendance'
import type { SubjectIconKey } from '../status'

function DismissedIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M8 12h8" />
    </StrokeIcon>
  )
}

function InfoIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </StrokeIcon>
  )
}

function WarningIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="m21.7 18-8-14a2 2 0 0 0-3.4 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.7-3M12 9v4M12 17h.01" />
    </StrokeIcon>
  )
}

function StopIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9zM12 8v4M12 16h.01" />
    </StrokeIcon>
  )
}

type Icon = (props: IconProps) => JSX.Element

export const STATUS_ICONS: Readonly<Record<SubjectIconKey, Icon>> = {
  check: CheckIcon,
  studying: BookIcon,
  dismissed: DismissedIcon,
  failed: FailedIcon,
  lock: LockIcon,
}

export const ATTENDANCE_ICONS: Readonly<Record<AttendanceLevelInfo['icon'], Icon>> = {
  good: CheckIcon,
  info: InfoIcon,
  warning: WarningIcon,
  stop: StopIcon,
}
