import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import type { CredentialCode } from '@/contract/academic'
import { QrCode } from '@/shared/qr/qr-code'
import { useNow } from '@/shared/ui/use-now'
import { isCodeExpired } from '../logic'
import { Barcode } from './barcode'
import { EnlargeIcon } from './icons'

/** What the QR part shows once the code's answer is known. */
export type QrState = { kind: 'not-valid' } | { kind: 'none' } | { kind: 'code'; code: CredentialCode }

/** A code to draw on a credential of this standing: none for one that is not valid, even from a saved copy. */
export function qrState(valid: boolean, code: CredentialCode | null): QrState {
  if (!valid) return { kind: 'not-valid' }
  return code === null ? { kind: 'none' } : { kind: 'code', code }
}

function NoCode({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="cc-code-word">
      {children}
    </p>
  )
}

/** The QR of a current code and a word when it ran out before the next one arrived, or why there is none. */
export function QrArea({ state, size, online }: { state: QrState; size: string; online: boolean }) {
  const { t } = useLingui()
  const now = useNow()
  // The server gives no code to a credential that is not valid; a saved one must not show either.
  if (state.kind === 'not-valid') {
    return (
      <NoCode>
        <Trans>Tu credencial no está vigente, por eso no tiene código QR.</Trans>
      </NoCode>
    )
  }
  if (state.kind === 'none') {
    return (
      <NoCode>
        <Trans>Tu credencial no tiene un código QR en este momento.</Trans>
      </NoCode>
    )
  }
  return (
    <div className="cc-qr">
      <QrCode text={state.code.code} label={t`Código QR de tu credencial`} size={size} />
      {isCodeExpired(state.code, now) && (
        <p role="status" className="cc-qr-note">
          {online ? (
            <Trans>Este código QR ya venció; estamos obteniendo uno nuevo.</Trans>
          ) : (
            <Trans>Este código QR ya venció. Conéctate a internet para obtener uno nuevo.</Trans>
          )}
        </p>
      )}
    </div>
  )
}

export interface CredentialCodesProps {
  accountNumber: string
  /** The QR part at a given CSS width: drawn, waiting for its code, or why it is missing. */
  qr: (size: string) => ReactNode
  onEnlarge: () => void
}

/** Both codes, black on white whatever the theme, sized to be read from a phone held up to a scanner. */
export function CredentialCodes({ accountNumber, qr, onEnlarge }: CredentialCodesProps) {
  const { t } = useLingui()
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="cc-codes">
      <h3 id={titleId} className="sr-only">
        <Trans>Códigos para identificarte</Trans>
      </h3>
      {qr('240px')}
      <Barcode value={accountNumber} label={t`Código de barras de la cuenta ${accountNumber}`} />
      <button type="button" className="cc-button" onClick={onEnlarge}>
        <EnlargeIcon size={18} />
        <Trans>Pantalla completa</Trans>
      </button>
    </section>
  )
}
