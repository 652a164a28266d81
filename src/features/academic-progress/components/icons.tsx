import type { JSX } from 'react'
import { StrokeIcon, type IconProps } from '@/shared/ui/svg-icon'

type Icon = (props: IconProps) => JSX.Element

export const CheckIcon: Icon = (props) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </StrokeIcon>
)

export const BookIcon: Icon = (props) => (
  <StrokeIcon {...props}>
    <path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2zM22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z" />
  </StrokeIcon>
)

export const FailedIcon: Icon = (props) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6M9 9l6 6" />
  </StrokeIcon>
)

export const LockIcon: Icon = (props) => (
  <StrokeIcon {...props}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </StrokeIcon>
)

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
