import { escapeHtml, renderPage } from './page.ts'
import { TEXTS, type Locale } from './texts.ts'

export interface LoginPageState {
  locale: Locale
  realmPath: string
  /** Where the form posts: the page's own address. */
  action: string
  username?: string
  error?: string
}

export function renderLoginPage({ locale, realmPath, action, username = '', error }: LoginPageState): string {
  const t = TEXTS[locale]
  const alert = error ? `\n    <div class="alert" role="alert">${escapeHtml(error)}</div>` : ''
  const focusUser = username === '' ? ' autofocus' : ''
  const focusPassword = username === '' ? '' : ' autofocus'
  const body = `    <p class="brand">${escapeHtml(t.brand)}</p>
    <h1>${escapeHtml(t.signInTitle)}</h1>
    <p class="lead">${escapeHtml(t.standIn)}</p>${alert}
    <form method="post" action="${escapeHtml(action)}">
      <div class="field">
        <label for="username">${escapeHtml(t.username)}</label>
        <input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(username)}"${focusUser}>
      </div>
      <div class="field">
        <label for="password">${escapeHtml(t.password)}</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required${focusPassword}>
      </div>
      <button type="submit">${escapeHtml(t.submit)}</button>
    </form>`
  return renderPage({ locale, title: t.signInTitle, realmPath, body })
}

export function renderMessagePage(locale: Locale, realmPath: string, title: string, text: string, link?: { href: string; label: string }): string {
  const action = link ? `\n    <p><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
  const body = `    <h1>${escapeHtml(title)}</h1>
    <p class="lead">${escapeHtml(text)}</p>${action}`
  return renderPage({ locale, title, realmPath, body })
}
