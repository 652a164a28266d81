import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Credential } from '@/contract/academic'
import { formatDate } from '@/shared/i18n/format'
import { ServerText } from '@/shared/ui/server-text'
import { useNow } from '@/shared/ui/use-now'
import { credentialStanding, dateOnlyOptions, type CredentialStanding } from '../logic'
import { CredentialCodes } from './credential-codes'
import { CredentialPhoto } from './credential-photo'
import { StandingBadge } from './status-badge'
import { CalendarIcon, ExpiredIcon, InactiveIcon } from './icons'

function StandingNotice({ standing, expiredOn }: { standing: CredentialStanding; expiredOn: string }) {
  if (standing === 'valid') return null
  const Icon = standing === 'expired' ? ExpiredIcon : InactiveIcon
  return (
    <div role="alert" className="cc-notice" data-standing={standing}>
      <Icon size={20} />
      <div>
        <p className="cc-notice-title">
          {standing === 'expired' ? <Trans>Tu credencial venció el {expiredOn}.</Trans> : <Trans>Tu credencial está inactiva.</Trans>}
        </p>
        <p className="cc-notice-text">
          <Trans>Acude a servicios escolares de tu campus para actualizarla.</Trans>
        </p>
      </div>
    </div>
  )
}

export interface CredentialCardProps {
  credential: Credential
  /** The QR part at a given CSS width (credential-codes.tsx, `QrArea`). */
  qr: (size: string) => ReactNode
  /** Shows both codes filling the screen. */
  onEnlarge: () => void
}

/**
 * Spec §2 credential card: status, photo, name, business line, campus, program, account, expiry
 * and codes. Plain elements styled by the theme's build-time CSS (card-css.ts): a cold start
 * draws this same card before Chakra has loaded, and the portal takes over without a change.
 */
export function CredentialCard({ credential, qr, onEnlarge }: CredentialCardProps) {
  const { t, i18n } = useLingui()
  const now = useNow()
  const standing = credentialStanding(credential, now)
  const expiry = formatDate(credential.expirationDate, i18n.locale, dateOnlyOptions())
  const { fullName, accountNumber } = credential

  return (
    <div className="cc-stack">
      <StandingNotice standing={standing} expiredOn={expiry} />
      <section aria-label={t`Credencial de ${fullName}`} className="cc-card" data-credential-card="">
        <div className="cc-band">
          <p className="cc-line">
            <ServerText>{credential.businessLine}</ServerText>
          </p>
          <StandingBadge standing={standing} />
        </div>
        <div className="cc-body">
          <div className="cc-person">
            <CredentialPhoto photo={credential.photo} fullName={fullName} />
            <h2 className="cc-name">{fullName}</h2>
          </div>
          <dl className="cc-data">
            <div className="cc-item">
              <dt>
                <Trans>Número de cuenta</Trans>
              </dt>
              <dd className="cc-account">{accountNumber}</dd>
            </div>
            <div className="cc-item">
              <dt>
                <Trans>Programa</Trans>
              </dt>
              <dd>
                <ServerText>{credential.programName}</ServerText>
              </dd>
            </div>
            <div className="cc-item">
              <dt>
                <Trans>Campus</Trans>
              </dt>
              <dd>
                <ServerText>{credential.campusName}</ServerText>
              </dd>
            </div>
            <div className="cc-item">
              <dt>
                <Trans>Vigencia</Trans>
              </dt>
              <dd>
                <span className="cc-expiry" data-standing={standing}>
                  <CalendarIcon size={16} />
                  <time dateTime={credential.expirationDate}>
                    {standing === 'expired' ? <Trans>Venció el {expiry}</Trans> : <Trans>Válida hasta el {expiry}</Trans>}
                  </time>
                </span>
              </dd>
            </div>
          </dl>
          <CredentialCodes accountNumber={accountNumber} qr={qr} onEnlarge={onEnlarge} />
        </div>
      </section>
    </div>
  )
}
