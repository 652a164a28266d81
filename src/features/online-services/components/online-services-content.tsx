import { List, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { OnlineServiceLink } from '@/contract/online-services'
import type { SelectedStudent } from '@/contract/user'
import { EmptyData } from '@/shared/ui/empty-data'
import { SectionCard } from '@/shared/ui/section-card'
import { ServerText } from '@/shared/ui/server-text'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { groupLinks } from '../logic'
import { onlineServicesQueries } from '../queries'
import { ServiceLink } from './service-link'
import { ShareConfirm } from './share-confirm'
import { GROUP_NAMES } from './words'

/** The international programs' group of links (the menu's "Internacional"). */
export const INTERNATIONAL_GROUP = 'international'

/**
 * The career's sites by group; a site that receives data asks first. With `group`, only that
 * group's sites, and `empty` when the career has none.
 */
export function OnlineServicesContent({ student, group, empty }: { student: SelectedStudent; group?: string; empty?: string }) {
  const { t, i18n } = useLingui()
  const links = useQuery(onlineServicesQueries.links(student))
  const [asking, setAsking] = useState<OnlineServiceLink | null>(null)
  return (
    <SnapshotView
      query={links}
      notDownloaded={<Trans>Sin conexión. Los servicios en línea aún no se han descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudieron cargar los servicios en línea.</Trans>}
    >
      {(all) => {
        const list = group ? all.filter((link) => link.group === group) : all
        return list.length === 0 ? (
          <EmptyData text={empty ?? t`No hay servicios en línea para esta carrera.`} />
        ) : (
          <Stack gap="5">
            {groupLinks(list).map((shown) => (
              <SectionCard key={shown.key} title={GROUP_NAMES[shown.key] ? i18n._(GROUP_NAMES[shown.key]!) : <ServerText>{shown.name}</ServerText>}>
                <List.Root as="ul" listStyleType="none" ms="0" gap="0">
                  {shown.links.map((link) => (
                    <ServiceLink key={link.id} link={link} onAsk={setAsking} />
                  ))}
                </List.Root>
              </SectionCard>
            ))}
            {asking ? <ShareConfirm link={asking} onClose={() => setAsking(null)} /> : null}
          </Stack>
        )
      }}
    </SnapshotView>
  )
}
