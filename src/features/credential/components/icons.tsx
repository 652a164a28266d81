import { StrokeIcon, type IconProps } from '@/shared/ui/svg-icon'

export { CheckCircleIcon as ValidIcon } from '@/shared/ui/common-icons'

export function ExpiredIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l3 2M4 4l16 16" />
    </StrokeIcon>
  )
}

export function InactiveIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m4.9 4.9 14.2 14.2" />
    </StrokeIcon>
  )
}

export function EnlargeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M8 3H5a2 2 0 0 0-2 2v3M21 8V5a2 2 0 0 0-2-2h-3M16 21h3a2 2 0 0 0 2-2v-3M3 16v3a2 2 0 0 0 2 2h3" />
    </StrokeIcon>
  )
}

export function CalendarIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </StrokeIcon>
  )
}
