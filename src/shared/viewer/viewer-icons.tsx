import { StrokeIcon, type IconProps } from '../ui/svg-icon'

export function ZoomOutIcon(props: IconProps) {
  return (
    <StrokeIcon size={18} {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4M8 11h6" />
    </StrokeIcon>
  )
}

export function ZoomInIcon(props: IconProps) {
  return (
    <StrokeIcon size={18} {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4M8 11h6M11 8v6" />
    </StrokeIcon>
  )
}

export function FitWidthIcon(props: IconProps) {
  return (
    <StrokeIcon size={18} {...props}>
      <path d="M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4" />
    </StrokeIcon>
  )
}

export function DownloadIcon(props: IconProps) {
  return (
    <StrokeIcon size={18} {...props}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </StrokeIcon>
  )
}
