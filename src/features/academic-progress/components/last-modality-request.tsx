import { DataList } from '@chakra-ui/react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RequestStatus, StudentInformation } from '@/contract/student-information'
import { CatalogText } from '@/shared/ui/catalog-text'
import { TermName } from '@/shared/ui/term-name'
import { MODALITY_WORDS } from './degree-words'

const STATUS_WORDS = {
  pending: msg`En revisión`,
  approved: msg`Aprobado`,
  rejected: msg`No aprobado`,
} as const satisfies Record<RequestStatus, unknown>

/**
 * Spec §3 "last modality request cycle": where the career's modality is read, the cycle of its last
 * request to change it, the modality asked for and how it went. Nothing while it is not known.
 */
export function LastModalityRequest({ information }: { information: StudentInformation | undefined }) {
  const { i18n } = useLingui()
  if (!information) return null
  const request = information.lastModalityRequest
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <DataList.Item>
        <DataList.ItemLabel>
          <Trans>Último cambio de modalidad solicitado</Trans>
        </DataList.ItemLabel>
        <DataList.ItemValue>
          {request ? (
            <span>
              <TermName code={request.cycle} name={request.cycleName} />
              {' · '}
              <CatalogText value={request.modality.name} words={MODALITY_WORDS} />
              {' · '}
              {i18n._(STATUS_WORDS[request.status])}
            </span>
          ) : (
            <Trans>Ninguno</Trans>
          )}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  )
}
