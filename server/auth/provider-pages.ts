import type { KoaContextWithOIDC } from 'oidc-provider'
import { renderMessagePage } from './login-page.ts'
import { escapeHtml, renderPage } from './page.ts'
import { TEXTS, localeFrom } from './texts.ts'

const localeOf = (ctx: KoaContextWithOIDC) => localeFrom(ctx.oidc?.params?.ui_locales)

/** Pages the provider renders itself: logout (a confirmation unless the portal asked), after logout, errors. */
export function providerPages(realmPath: string, appUrl: string) {
  return {
    async logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
      const locale = localeOf(ctx)
      const t = TEXTS[locale]
      // The provider's form only carries the xsrf value; `logout=yes` ends the whole session.
      const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>')
      const button = `<button type="submit" form="op.logoutForm">${escapeHtml(t.logoutButton)}</button>`
      ctx.type = 'html'
      // An ID token of the session (checked by the provider before this page) says the portal
      // itself asked: the form goes at once. Without one any site could sign a person out with a
      // link, so the person confirms, as Keycloak asks too.
      if (ctx.oidc.params?.id_token_hint) {
        const body = `    <h1>${escapeHtml(t.logoutTitle)}</h1>
    <p class="lead">${escapeHtml(t.logoutText)}</p>
    ${confirmed}
    ${button}`
        ctx.body = renderPage({ locale, title: t.logoutTitle, realmPath, body, script: 'logout.js' })
        return
      }
      const body = `    <h1>${escapeHtml(t.logoutConfirmTitle)}</h1>
    <p class="lead">${escapeHtml(t.logoutConfirmText)}</p>
    ${confirmed}
    ${button}
    <p><a href="${escapeHtml(appUrl)}">${escapeHtml(t.backToPortal)}</a></p>`
      ctx.body = renderPage({ locale, title: t.logoutConfirmTitle, realmPath, body })
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
