import type { JSX, ReactNode } from 'react'
import { StrokeIcon, type IconProps } from './svg-icon'

/** Icon keys the server sends in the menu list (spec §2), spelled exactly as sent. */
export const MENU_ICON_KEYS = [
  'home',
  'academic-progress',
  'student-agenda',
  'subjects',
  'news',
  'payments',
  'digital-files',
  'international',
  'setting',
  'legal',
  'report-card',
  'terms-conditions',
  'digital-resources',
  'student-information',
  'assistance',
  'payments-and-statement-account',
  'online-services',
  'reenrollment',
  'formalities',
  'libraries',
  'online classes',
  'fiscal-information',
] as const
export type MenuIconKey = (typeof MENU_ICON_KEYS)[number]
export type MenuIcon = (props: IconProps) => JSX.Element

const drawings: Record<MenuIconKey, ReactNode> = {
  home: <path d="M3 10.5 12 3l9 7.5M5 9.5V21h14V9.5M10 21v-6h4v6" />,
  'academic-progress': <path d="M3 3v18h18M7 15l4-4 3 3 5-6M15 8h4v4" />,
  'student-agenda': (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18M8 14h2M14 14h2M8 18h2" />
    </>
  ),
  subjects: <path d="M2 5h6a4 4 0 0 1 4 4v12a3 3 0 0 0-3-3H2ZM22 5h-6a4 4 0 0 0-4 4v12a3 3 0 0 1 3-3h7Z" />,
  news: <path d="M4 4h13v16H6a2 2 0 0 1-2-2ZM17 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3" />,
  payments: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>
  ),
  'digital-files': <path d="M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2ZM9 13h6M9 16h4" />,
  international: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18" />
    </>
  ),
  setting: (
    <>
      <circle cx="12" cy="12" r="3" />
      <circle cx="12" cy="12" r="7" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
  legal: <path d="M12 3v18M7 21h10M5 7h14M5 7l-3 7a3 3 0 0 0 6 0ZM19 7l-3 7a3 3 0 0 0 6 0Z" />,
  'report-card': (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 2h6v4H9ZM9 13l2 2 4-4" />
    </>
  ),
  'terms-conditions': <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9ZM14 3v6h6M8 13h8M8 17h5" />,
  'digital-resources': (
    <>
      <rect x="2" y="4" width="20" height="13" rx="2" />
      <path d="M8 21h8M12 17v4M10 8l5 2.5-5 2.5Z" />
    </>
  ),
  'student-information': (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <circle cx="8" cy="11" r="2" />
      <path d="M5 16a3 3 0 0 1 6 0M14 10h4M14 14h4" />
    </>
  ),
  assistance: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="m5.6 5.6 3.6 3.6M14.8 14.8l3.6 3.6M14.8 9.2l3.6-3.6M5.6 18.4l3.6-3.6" />
    </>
  ),
  'payments-and-statement-account': <path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2ZM9 8h6M9 12h6M9 16h3" />,
  'online-services': <path d="M7 18a5 5 0 0 1-.5-10A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9ZM12 11v4M10 13h4" />,
  reenrollment: <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M3 21v-5h5" />,
  formalities: <path d="M9 14V9a3 3 0 1 1 6 0v5M4 14h16v4H4ZM6 21h12" />,
  libraries: <path d="M4 4h4v16H4ZM10 4h4v16h-4ZM16 5l3.5-1 3 15.5-3.5 1Z" />,
  'online classes': (
    <>
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="m16 10 6-3v10l-6-3" />
    </>
  ),
  'fiscal-information': (
    <>
      <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9ZM14 3v6h6M9 17l6-6" />
      <circle cx="9.5" cy="11.5" r="0.5" />
      <circle cx="14.5" cy="16.5" r="0.5" />
    </>
  ),
}

/**
 * Screens the spec's keys have no drawing of their own for: the server names the credential with
 * `legal` (a pair of scales), the subject strip with `formalities` (the drawing of Trámites) and
 * the search for a student with `student-information` (the student's record). They are drawn as
 * what they are: an identity card with its code, a strip of subjects, a search.
 */
const routeDrawings: Readonly<Record<string, ReactNode>> = {
  '/credential': (
    <>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <circle cx="8" cy="10" r="2.5" />
      <path d="M4.5 16.5a3.5 3.5 0 0 1 7 0M14 8h5M14 11h5M14 14h2M18 14h1M14 17h1M17 17h2" />
    </>
  ),
  '/subject-strip': (
    <>
      <rect x="4" y="2" width="16" height="20" rx="2" />
      <path d="M8 6h8M8 10h8M8 14h8M8 18h5" />
    </>
  ),
  // An administrative's search, which the server keys as `student-information` like the record itself.
  '/find-student': (
    <>
      <circle cx="10" cy="10" r="6" />
      <path d="m14.5 14.5 6 6M8 9a2 2 0 1 1 4 0M7 13a3 3 0 0 1 6 0" />
    </>
  ),
}

function makeIcon(name: string, drawing: ReactNode): MenuIcon {
  const Icon = (props: IconProps) => <StrokeIcon data-icon={name} {...props}>{drawing}</StrokeIcon>
  Icon.displayName = `MenuIcon(${name})`
  return Icon
}

/** One decorative 24×24 line icon per menu key; the menu text names the item. */
export const MENU_ICONS: Readonly<Record<string, MenuIcon>> = Object.freeze(
  Object.fromEntries(MENU_ICON_KEYS.map((key) => [key, makeIcon(key, drawings[key])])),
)

const ROUTE_ICONS: Readonly<Record<string, MenuIcon>> = Object.freeze(
  Object.fromEntries(Object.entries(routeDrawings).map(([route, drawing]) => [route, makeIcon(route.slice(1), drawing)])),
)

/** The icon for a server menu key, or undefined when the key is unknown (spec §8: show nothing). */
export function menuIcon(key: string): MenuIcon | undefined {
  return Object.hasOwn(MENU_ICONS, key) ? MENU_ICONS[key] : undefined
}

/**
 * The icon a menu item is drawn with: its screen's own where the spec's keys have none, else its
 * key's. An unknown key still hides the item (spec §8), whatever the screen.
 */
export function menuItemIcon(item: { icon: string; route: string }): MenuIcon | undefined {
  if (!menuIcon(item.icon)) return undefined
  return Object.hasOwn(ROUTE_ICONS, item.route) ? ROUTE_ICONS[item.route] : menuIcon(item.icon)
}
