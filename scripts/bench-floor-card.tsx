/**
 * `npm run bench` only: the floor of the credential's first view (src/start/first-view.tsx).
 * Over the first floor, it loads the portal's language catalog and QR encoder and draws the
 * plain credential card with a QR, from fixed data: the first view's own work less reading the
 * person's saved copy. No first view can be faster than this page.
 */
import { I18nProvider } from '@lingui/react'
import { createRoot } from 'react-dom/client'
import { CredentialCard } from '@/features/credential/components/credential-card'
import { QrArea } from '@/features/credential/components/credential-codes'
import { activateLocale, i18n } from '@/shared/i18n/i18n'
import { loadQrEncoder } from '@/shared/qr/qr-matrix'

const credential = {
  status: 'VIGENTE',
  accountNumber: '010245871',
  fullName: 'Valeria Hernández Ruiz',
  businessLine: 'UVM Licenciatura',
  campusCode: 'COY',
  campusName: 'Campus Coyoacán',
  programName: 'Licenciatura en Psicología',
  expirationDate: '2099-01-31',
  photo: null,
} as const
const code = { code: 'BENCH-FLOOR-0123456789abcdef0123456789abcdef', expiresAt: '2099-01-31T00:00:00Z' }

void Promise.all([activateLocale('es'), loadQrEncoder()]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <I18nProvider i18n={i18n}>
      <CredentialCard credential={credential} qr={(size) => <QrArea state={{ kind: 'code', code }} size={size} online={false} />} onEnlarge={() => undefined} />
    </I18nProvider>,
  ),
)
