import { StrokeIcon, type IconProps } from './svg-icon'

/** Icons several screens share; a screen's own pictures stay in its feature. */

/** Done, valid, passed. */
export function CheckCircleIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </StrokeIcon>
  )
}

/** Failed, refused. */
export function CrossCircleIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m15 9-6 6M9 9l6 6" />
    </StrokeIcon>
  )
}

export function BookIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2zM22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z" />
    </StrokeIcon>
  )
}

/** Not available yet. */
export function LockIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </StrokeIcon>
  )
}

/** Opens in a new window. */
export function ExternalIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    </StrokeIcon>
  )
}
