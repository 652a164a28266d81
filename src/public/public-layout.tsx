import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Brand } from '@/app/theme/brands'
import { LOCALES, type Locale } from '@/shared/i18n/i18n'
import { activatePublicLocale } from './public-i18n'

const LANGUAGE_NAMES: Record<Locale, string> = { es: 'Español', en: 'English' }

/** Frame of the pages anyone may open without signing in: logo, language, the page, a footer. */
export function PublicLayout({ brand, base, children }: { brand: Brand; base: string; children: ReactNode }) {
  const { t, i18n } = useLingui()
  return (
    <div className="pp-frame">
      <header className="pp-header">
        <div className="pp-bar">
          <img className="pp-logo" src={brand.logo} alt={t`Logotipo de ${brand.name}`} width="120" height="40" />
          {/* Each language is named in itself, so anyone can find theirs. */}
          <div role="group" aria-label={t`Idioma`} className="pp-languages">
            {LOCALES.map((locale) => (
              <button
                key={locale}
                type="button"
                lang={locale}
                aria-pressed={i18n.locale === locale}
                onClick={() => void activatePublicLocale(locale)}
              >
                {LANGUAGE_NAMES[locale]}
              </button>
            ))}
          </div>
        </div>
      </header>
      <main id="main" className="pp-main">
        {children}
      </main>
      <footer className="pp-footer">
        <div className="pp-bar">
          <p>
            <Trans>© {new Date().getFullYear()} {brand.name}. Portal de alumnos.</Trans>
          </p>
          <a href={`${base}aviso-de-privacidad`}>
            <Trans>Aviso de privacidad</Trans>
          </a>
        </div>
      </footer>
    </div>
  )
}
