/** Spec §9: alert toasts hide on their own after 18 s. */
export const ALERT_HIDE_MS = 18_000
/** Spec §4 and §9: a confirm action ignores further clicks for 500 ms (double-click guard). */
export const CONFIRM_GUARD_MS = 500
/** Spec §9: default size of the empty-state illustration. */
export const EMPTY_IMAGE_SIZE_PX = 116
/** Time each slide stays on screen while the slideshow plays. */
export const SLIDE_INTERVAL_MS = 6_000
/** At most this many alerts are stacked at once; the rest wait in the queue. */
export const ALERT_MAX_VISIBLE = 4
/** Spec §9: the largest file an input takes when the screen sets no other limit, in MB. */
export const DEFAULT_UPLOAD_MAX_MB = 5
