export type Locale = 'es' | 'en'

export const TEXTS = {
  es: {
    brand: 'Portal de alumnos',
    signInTitle: 'Iniciar sesión',
    standIn: 'Esta página sustituye al inicio de sesión con la cuenta Microsoft de la universidad.',
    username: 'Usuario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    wrongCredentials: 'Usuario o contraseña incorrectos.',
    missingFields: 'Escribe tu usuario y tu contraseña.',
    logoutTitle: 'Cerrar sesión',
    logoutText: 'Cerrando tu sesión…',
    logoutButton: 'Cerrar sesión',
    logoutConfirmTitle: '¿Cerrar sesión?',
    logoutConfirmText: '¿Quieres cerrar tu sesión del portal de alumnos en este navegador?',
    loggedOutTitle: 'Sesión cerrada',
    loggedOutText: 'Tu sesión se cerró correctamente.',
    backToPortal: 'Volver al portal',
    errorTitle: 'No se pudo completar el inicio de sesión',
    expiredText: 'La solicitud de inicio de sesión expiró o ya se usó. Vuelve a entrar desde el portal.',
  },
  en: {
    brand: 'Student portal',
    signInTitle: 'Sign in',
    standIn: "This page stands in for the university's Microsoft account sign-in.",
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    wrongCredentials: 'Incorrect username or password.',
    missingFields: 'Enter your username and password.',
    logoutTitle: 'Sign out',
    logoutText: 'Signing you out…',
    logoutButton: 'Sign out',
    logoutConfirmTitle: 'Sign out?',
    logoutConfirmText: 'Do you want to sign out of the student portal in this browser?',
    loggedOutTitle: 'Signed out',
    loggedOutText: 'You have been signed out.',
    backToPortal: 'Back to the portal',
    errorTitle: 'Sign-in could not be completed',
    expiredText: 'The sign-in request expired or was already used. Start again from the portal.',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type Texts = (typeof TEXTS)[Locale]

const plural = (n: number, one: string, other: string) => (n === 1 ? one : other)

/** Said on the form after too many wrong passwords; the same whether the account exists or not. */
export function throttleText(locale: Locale, locked: boolean, retryAfterMs: number): string {
  if (locked) {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
    return locale === 'es'
      ? `Demasiados intentos fallidos. Por seguridad, el inicio de sesión con este usuario está bloqueado; vuelve a intentarlo en ${minutes} ${plural(minutes, 'minuto', 'minutos')}.`
      : `Too many failed attempts. For your security, signing in with this username is locked; try again in ${minutes} ${plural(minutes, 'minute', 'minutes')}.`
  }
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  return locale === 'es'
    ? `Demasiados intentos fallidos. Espera ${seconds} ${plural(seconds, 'segundo', 'segundos')} antes de volver a intentarlo.`
    : `Too many failed attempts. Wait ${seconds} ${plural(seconds, 'second', 'seconds')} before trying again.`
}

/** First supported language of a space-separated `ui_locales` value (keycloak-js sends `locale` there). */
export function localeFrom(uiLocales: unknown): Locale {
  if (typeof uiLocales !== 'string') return 'es'
  for (const tag of uiLocales.split(/\s+/)) {
    const language = tag.toLowerCase().split('-')[0]
    if (language === 'es' || language === 'en') return language
  }
  return 'es'
}
