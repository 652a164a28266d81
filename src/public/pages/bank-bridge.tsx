import { Trans, useLingui } from '@lingui/react/macro'
import { formatMoney } from '@/shared/i18n/format'
import type { BankReturn } from '../search'

type Tone = 'success' | 'warning' | 'error' | 'info'

/** One shape per tone, so the colour is never the only sign of the outcome. */
const TONE_ICONS: Record<Tone, string> = {
  success: 'M20 6 9 17l-5-5',
  warning: 'M12 7v6M12 16.5h.01',
  error: 'M18 6 6 18M6 6l12 12',
  info: 'M12 16v-5M12 8h.01',
}

/** Landing page of the bank bridge: the bank sends the person back here after paying. */
export function BankBridge({ result, base }: { result: BankReturn; base: string }) {
  const { t, i18n } = useLingui()
  const { status, reference, amount } = result
  const outcome = {
    approved: { tone: 'success', title: t`Pago recibido`, text: t`Tu pago se reflejará en tu estado de cuenta en un máximo de 2 días hábiles.` },
    pending: { tone: 'warning', title: t`Pago en proceso`, text: t`El banco aún está procesando tu pago. Revisa tu estado de cuenta más tarde.` },
    rejected: { tone: 'error', title: t`Pago no realizado`, text: t`El banco no autorizó el pago. No se hizo ningún cargo; puedes intentarlo de nuevo.` },
  } as const
  const shown: { tone: Tone; title: string; text: string } = status
    ? outcome[status]
    : { tone: 'info', title: t`Regresaste del banco`, text: t`No recibimos el resultado del pago. Revisa tu estado de cuenta.` }
  return (
    <div className="pp-narrow">
      <h1>
        <Trans>Resultado de tu pago</Trans>
      </h1>
      <div className={`pp-result pp-${shown.tone}`} role={shown.tone === 'error' ? 'alert' : 'status'}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="12" cy="12" r="10" />
          <path d={TONE_ICONS[shown.tone]} />
        </svg>
        <div>
          <p className="pp-result-title">{shown.title}</p>
          <p>{shown.text}</p>
        </div>
      </div>
      {(reference || amount !== undefined) && (
        <div>
          {reference && <p><Trans>Referencia: {reference}</Trans></p>}
          {amount !== undefined && <p><Trans>Importe: {formatMoney(amount, i18n.locale)}</Trans></p>}
        </div>
      )}
      <a className="pp-button" href={`${base}home`}>
        <Trans>Ir al portal</Trans>
      </a>
    </div>
  )
}
