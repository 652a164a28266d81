import type { JSX } from 'react'
import { BookIcon, CheckCircleIcon as CheckIcon, CrossCircleIcon as FailedIcon, LockIcon } from '@/shared/ui/common-icons'
import { StrokeIcon, type IconProps } from '@/shared/ui/svg-icon'

type Icon = (props: IconProps) => JSX.Element

export { BookIcon, CheckIcon, FailedIcon, LockIcon }

export const ListIcon: Icon = (props) => (
  <StrokeIcon {...props}>
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </StrokeIcon>
)

export const AlertIcon: Icon = (props) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </StrokeIcon>
)

export const PauseIcon: Icon = (props) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M10 15V9M14 15V9" />
  </StrokeIcon>
)

export const GraduationIcon: Icon = (props) => (
  <StrokeIcon {...props}>
    <path d="M22 10 12 5 2 10l10 5zM6 12v5c3 3 9 3 12 0v-5" />
  </StrokeIcon>
)

export const ENROLLMENT_ICONS = { check: CheckIcon, alert: AlertIcon, pause: PauseIcon, cap: GraduationIcon } as const
