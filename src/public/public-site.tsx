import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { Brand } from '@/app/theme/brands'
import type { PublicPage } from '@/contract/public-pages'
import type { SignInConfig } from '@/shared/auth/keycloak'
import { BankBridge } from './pages/bank-bridge'
import { PrivacyNotice } from './pages/privacy-notice'
import { QrLanding } from './pages/qr-landing'
import { SignIn } from './pages/sign-in'
import { PublicLayout } from './public-layout'
import { parseBankReturn, parseCampus } from './search'

export interface PublicSiteProps {
  page: PublicPage
  search: URLSearchParams
  brand: Brand
  /** The portal's base path, ending in `/`. */
  base: string
  /** What signing in needs of the configuration, when it could be read. */
  signIn?: SignInConfig
}

/** Spec §2's public router (the privacy notice, the QR landing page, the bank bridge) and the sign-in page. */
export function PublicSite({ page, search, brand, base, signIn }: PublicSiteProps) {
  const { t } = useLingui()
  useEffect(() => {
    document.title = t`${brand.name} · Portal de alumnos`
  }, [t, brand.name])
  return (
    <PublicLayout brand={brand} base={base}>
      {page === 'aviso-de-privacidad' && <PrivacyNotice name={brand.name} />}
      {page === 'qr' && <QrLanding campus={parseCampus(search)} base={base} />}
      {page === 'bankbridge' && <BankBridge result={parseBankReturn(search)} base={base} />}
      {page === 'login' && <SignIn brand={brand} config={signIn} offline={search.get('offline') === 'true'} closed={search.get('closed') === 'true'} />}
    </PublicLayout>
  )
}
