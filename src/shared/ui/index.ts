export { AlertHost } from './alert-host'
export { AlertTypeIcon, CloseIcon } from './alert-type-icon'
export { BlockScreen, type BlockScreenMode, type BlockScreenProps } from './block-screen'
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'
export { ALERT_HIDE_MS, CONFIRM_GUARD_MS, EMPTY_IMAGE_SIZE_PX, SLIDE_INTERVAL_MS } from './constants'
export { EmptyData, type EmptyDataProps } from './empty-data'
export { EmptyIllustration } from './empty-illustration'
export { ErrorPage, type ErrorPageProps } from './error-page'
export { ERROR_VARIANTS, type ErrorVariant } from './error-texts'
export { InlineLoader, type InlineLoaderProps } from './inline-loader'
export { MENU_ICON_KEYS, MENU_ICONS, menuIcon, type MenuIcon, type MenuIconKey } from './menu-icons'
export { Modal, type ModalProps } from './modal'
export { PageLoader, type PageLoaderProps } from './page-loader'
export { SkeletonList, type SkeletonListProps } from './skeleton-list'
export { Slideshow, type Slide, type SlideshowProps } from './slideshow'
export { StrokeIcon, type IconProps } from './svg-icon'
export {
  dismissAlert,
  showAlert,
  showUnknownError,
  unknownErrorMessage,
  type AlertAction,
  type AlertOptions,
  type AlertType,
} from './toaster'
export { useClickGuard } from './use-click-guard'
export { usePrefersReducedMotion } from './use-prefers-reduced-motion'
export { SectionCard } from './section-card'
export { OfflineAge } from './offline-age'
export { LoadFailedAlert, NotDownloadedAlert, SnapshotView, type SnapshotViewProps } from './snapshot-view'
export { useNow } from './use-now'
