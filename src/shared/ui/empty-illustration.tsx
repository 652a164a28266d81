import type { SVGProps } from 'react'
import { EMPTY_IMAGE_SIZE_PX } from './constants'

/** Default empty-state picture: an open, empty folder. Decorative: the card text says what is empty. */
export function EmptyIllustration({ size = EMPTY_IMAGE_SIZE_PX, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 116 116"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <circle cx="58" cy="58" r="54" fill="currentColor" opacity="0.08" />
      <path d="M26 40a4 4 0 0 1 4-4h18l6 7h32a4 4 0 0 1 4 4v34a4 4 0 0 1-4 4H30a4 4 0 0 1-4-4Z" fill="currentColor" opacity="0.18" />
      <path
        d="M22 52a4 4 0 0 1 4-4h64a4 4 0 0 1 4 4l-4 29a4 4 0 0 1-4 4H30a4 4 0 0 1-4-4Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M46 66h24" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <path d="M86 22v8M82 26h8M28 90v6M25 93h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" opacity="0.6" />
    </svg>
  )
}
