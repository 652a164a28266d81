import { Trans, useLingui } from '@lingui/react/macro'
import type { OnlineServiceLink } from '@/contract/online-services'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { webAddress } from '@/shared/http/web-address'
import { ServerText } from '@/shared/ui/server-text'
import { useSharedSentence } from './use-shared-sentence'

/** Before a site that receives the student's data opens: what it receives, then open or cancel. */
export function ShareConfirm({ link, onClose }: { link: OnlineServiceLink; onClose: () => void }) {
  const { t } = useLingui()
  const sentence = useSharedSentence(link.shares)
  const name = link.name
  return (
    <ConfirmDialog
      open
      title={<Trans>¿Abrir <ServerText>{name}</ServerText>?</Trans>}
      description={
        <>
          {sentence} <Trans>Se abre en una ventana nueva.</Trans>
        </>
      }
      confirmLabel={t`Abrir sitio`}
      onConfirm={() => {
        const url = webAddress(link.url)
        if (url) window.open(url, '_blank', 'noopener,noreferrer')
        onClose()
      }}
      onCancel={onClose}
    />
  )
}
