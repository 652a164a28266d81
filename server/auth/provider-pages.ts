import type { KoaContextWithOIDC } from 'oidc-provider'
import { renderMessagePage } from './login-page.ts'
import { escapeHtml, renderPage } from './page.ts'
import { TEXTS, localeFrom } from './texts.ts'

const localeOf = (ctx: KoaContextWithOIDC) => localeFrom(ctx.oidc?.params?.ui_locales)

/** Pages the provider renders itself: logout (no confirmation click), after logout, errors. */
export function providerPages(realmPath: string, appUrl: string) {
  return {
    async logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
      const locale = localeOf(ctx)
      const t = TEXTS[locale]
      // The provider's form only carries the xsrf value; `logout=yes` ends the whole session.
      const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>')
      const body = `    <h1>${escapeHtml(t.logoutTitle)}</h1>
    <p class="lead">${escapeHtml(t.logoutText)}</p>
    ${confirmed}
    <button type="submit" form="op.logoutForm">${escapeHtml(t.logoutButton)}</button>`
      ctx.type = 'html'
      ctx.body = renderPage({ locale, title: t.logoutTitle, realmPath, body, script: 'logout.js' })
    },

    async postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
      const locale = localeOf(ctx)
      const t = TEXTS[locale]
      ctx.type = 'html'
      ctx.body = renderMessagePage(locale, realmPath, t.loggedOutTitle, t.loggedOutText, { href: appUrl, label: t.backToPortal })
    },

    async renderError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }): Promise<void> {
      const locale = localeOf(ctx)
      const t = TEXTS[locale]
      const detail = out.error_description ? `${out.error}: ${out.error_description}` : out.error
      ctx.type = 'html'
      ctx.body = renderMessagePage(locale, realmPath, t.errorTitle, detail, { href: appUrl, label: t.backToPortal })
    },
  }
}
