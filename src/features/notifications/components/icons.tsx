import { StrokeIcon, type IconProps } from '@/shared/ui/svg-icon'

export { ExternalIcon } from '@/shared/ui/common-icons'

export function BellIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </StrokeIcon>
  )
}

export function UploadQueueIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 14.9A7 7 0 1 1 15.7 8h1.8a4.5 4.5 0 0 1 2.5 8.2M12 12v9M8 16l4-4 4 4" />
    </StrokeIcon>
  )
}

