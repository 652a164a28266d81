import { Trans } from '@lingui/react/macro'
import { I18nProvider } from '@lingui/react'
import { StrictMode, useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { requestEnlarge } from '@/features/credential/enlarge-request'
import { CredentialCard } from '@/features/credential/components/credential-card'
import { QrArea, qrState } from '@/features/credential/components/credential-codes'
import { credentialStanding } from '@/features/credential/logic'
import { activateLocale, i18n, initialLocale } from '@/shared/i18n/i18n'
import { loadQrEncoder } from '@/shared/qr/qr-matrix'
import { OfflineAgeLine } from '@/shared/ui/offline-age'
import { readSavedCredential, type SavedCredential } from './saved-copy'
import { portalBeside, type FirstView } from './take-over'

/** Whether the portal shows the card with its codes drawn, so that replacing the first view changes nothing on screen. */
const showsCard = (portal: Element) =>
  portal.querySelector('[data-credential-card]') !== null && portal.querySelector('[data-credential-card] [aria-busy="true"]') === null

function FirstCredential({ saved }: { saved: SavedCredential }) {
  const [now] = useState(() => new Date())
  const [asked, setAsked] = useState(false)
  const { credential, code } = saved
  const valid = credentialStanding(credential, now) === 'valid'
  const online = navigator.onLine
  return (
    <div className="cc-screen">
      <h1 className="cc-title">
        <Trans>Credencial digital</Trans>
      </h1>
      <div className="cc-stack">
        {!online && <OfflineAgeLine savedAt={saved.savedAt} now={now} />}
        <CredentialCard
          credential={credential}
          qr={(size) => <QrArea state={qrState(valid, code ?? null)} size={size} online={online} />}
          onEnlarge={() => {
            // The portal opens the full-screen codes as soon as it has taken over, a moment later.
            requestEnlarge()
            setAsked(true)
          }}
        />
        {asked ? (
          <p role="status" className="sr-only">
            <Trans>Abriendo la pantalla completa…</Trans>
          </p>
        ) : null}
      </div>
    </div>
  )
}

/**
 * A cold start on the credential (a gate, often with no signal) draws the card and its codes
 * from the person's saved copy with React and plain elements alone, styled by the theme's
 * build-time CSS, inside the page's skeleton: nothing waits for the portal's libraries. The
 * portal then starts beside it, hidden, and takes its place once it shows the same card
 * (src/boot.tsx). Nothing is drawn when the saved copy cannot show the whole card with its codes.
 */
export async function showFirstView({ userKey, portal, paths }: { userKey: string; portal: string; paths: readonly string[] }): Promise<FirstView | undefined> {
  const [saved] = await Promise.all([readSavedCredential(userKey, portal), activateLocale(initialLocale()), loadQrEncoder()])
  const skeleton = document.getElementById('root')
  const main = skeleton?.querySelector('.sk-main')
  if (!saved || !skeleton || !main) return undefined
  // A valid credential shows its QR: with no saved code, the portal's own states say why.
  if (credentialStanding(saved.credential, new Date()) === 'valid' && !saved.code) return undefined
  const host = document.createElement('div')
  main.replaceChildren(host)
  main.closest('[aria-busy]')?.removeAttribute('aria-busy')
  const root = createRoot(host)
  // Drawn now, in this task: the next frame paints the card.
  flushSync(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <FirstCredential saved={saved} />
        </I18nProvider>
      </StrictMode>,
    ),
  )
  return {
    portalHost: () => portalBeside(skeleton, { shows: showsCard, stays: (pathname) => paths.includes(pathname), dispose: () => root.unmount() }),
  }
}
