import { StrokeIcon, type IconProps } from './svg-icon'
import type { AlertType } from './toaster'

/** Each alert type has its own shape, so the type is never told by colour alone. */
export function AlertTypeIcon({ type, ...rest }: IconProps & { type: AlertType }) {
  switch (type) {
    case 'success':
      return (
        <StrokeIcon {...rest}>
          <circle cx="12" cy="12" r="9" />
          <path d="m8 12 3 3 5-6" />
        </StrokeIcon>
      )
    case 'warning':
      return (
        <StrokeIcon {...rest}>
          <path d="M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          <path d="M12 9v4M12 17h.01" />
        </StrokeIcon>
      )
    case 'error':
      return (
        <StrokeIcon {...rest}>
          <circle cx="12" cy="12" r="9" />
          <path d="m15 9-6 6M9 9l6 6" />
        </StrokeIcon>
      )
    case 'info':
      return (
        <StrokeIcon {...rest}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 16v-5M12 8h.01" />
        </StrokeIcon>
      )
  }
}

export function CloseIcon(props: IconProps) {
  return (
    <StrokeIcon size={18} {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </StrokeIcon>
  )
}
