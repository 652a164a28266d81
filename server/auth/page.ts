import type { Locale } from './texts.ts'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}

export interface PageParts {
  locale: Locale
  title: string
  /** Path prefix of the realm, e.g. /realms/alumnos; styles and scripts are served under it. */
  realmPath: string
  body: string
  script?: string
}

/** Shared frame of the sign-in pages: own stylesheet, never an inline script (the CSP forbids it). */
export function renderPage({ locale, title, realmPath, body, script }: PageParts): string {
  const scriptTag = script ? `\n  <script src="${realmPath}/login-resources/${script}" defer></script>` : ''
  return `<!doctype html>
<html lang="${locale}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <link rel="icon" href="data:,">
  <title>${escapeHtml(title)}</title>
  <link rel="stylesheet" href="${realmPath}/login-resources/login.css">${scriptTag}
</head>
<body>
  <main class="card">
${body}
  </main>
</body>
</html>
`
}
