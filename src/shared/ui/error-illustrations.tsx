import type { ReactNode } from 'react'

export type IllustrationKind = 'padlock' | 'clock-alert' | 'plug' | 'hourglass' | 'magnifier' | 'person-question'

/** Shared frame: soft disc behind a 3 px line drawing in the current text colour. */
function Frame({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 120 120"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="60" cy="60" r="56" fill="currentColor" stroke="none" opacity="0.08" />
      {children}
    </svg>
  )
}

const drawings: Record<IllustrationKind, ReactNode> = {
  padlock: (
    <>
      <path d="M42 52V40a18 18 0 0 1 36 0v12" />
      <rect x="34" y="52" width="52" height="40" rx="6" />
      <circle cx="60" cy="69" r="5" />
      <path d="M60 74v8" />
    </>
  ),
  'clock-alert': (
    <>
      <circle cx="54" cy="62" r="28" />
      <path d="M54 46v16l10 8" />
      <path d="M94 36v22" />
      <path d="M94 70h.01" strokeWidth={5} />
    </>
  ),
  plug: (
    <>
      <path d="M30 56h14a10 10 0 0 0 10-10v-4a10 10 0 0 0-10-10H30Z" />
      <path d="M30 38H20M30 50H20M54 44h6" />
      <path d="M90 64H76a10 10 0 0 0-10 10v4a10 10 0 0 0 10 10h14Z" />
      <path d="M90 76h10M66 76h-6" />
      <path d="m62 52-6 8M70 56l-6 8" />
    </>
  ),
  hourglass: (
    <>
      <path d="M38 26h44M38 94h44" />
      <path d="M42 26c0 18 18 24 18 34S42 76 42 94M78 26c0 18-18 24-18 34s18 16 18 34" />
      <path d="M50 86h20l-10-10Z" fill="currentColor" opacity="0.5" />
    </>
  ),
  magnifier: (
    <>
      <circle cx="52" cy="52" r="24" />
      <path d="m70 70 22 22" strokeWidth={6} />
      <path d="M44 44l16 16M60 44 44 60" />
    </>
  ),
  'person-question': (
    <>
      <circle cx="48" cy="42" r="14" />
      <path d="M22 92c0-16 12-26 26-26s26 10 26 26" />
      <path d="M80 34a8 8 0 1 1 12 7c-3 2-4 3-4 7" />
      <path d="M88 58h.01" strokeWidth={5} />
    </>
  ),
}

/** Decorative picture of an error page; the heading next to it says what happened. */
export function ErrorIllustration({ kind, size = 160 }: { kind: IllustrationKind; size?: number }) {
  return <Frame size={size}>{drawings[kind]}</Frame>
}
