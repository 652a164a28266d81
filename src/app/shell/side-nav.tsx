import { Box, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { MenuItem } from '@/contract/user'
import { sessionQueries } from '@/shared/session/queries'
import { menuIcon } from '@/shared/ui/menu-icons'
import { menuLabel } from './menu-labels'
import { reportMissingIcon } from './report-missing-icon'

/** Spec §2/§8: items come from the server; a key without an icon is an internal error and is not shown. */
export function visibleMenuItems(items: readonly MenuItem[]) {
  return [...items]
    .sort((a, b) => a.order - b.order)
    .filter((item) => {
      if (menuIcon(item.icon)) return true
      reportMissingIcon(item)
      return false
    })
}

export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n } = useLingui()
  const menu = useQuery(sessionQueries.menu())
  const items = useMemo(() => (menu.data ? visibleMenuItems(menu.data) : []), [menu.data])

  if (menu.isPending) {
    return (
      <Stack p="4" gap="3" aria-busy="true">
        {[0, 1, 2, 3, 4].map((i) => <Skeleton key={i} h="8" />)}
      </Stack>
    )
  }
  if (items.length === 0) {
    return (
      <Text p="4" color="fg.muted">
        <Trans>El menú no está disponible en este momento.</Trans>
      </Text>
    )
  }
  return (
    <Stack as="ul" listStyleType="none" p="3" gap="1">
      {items.map((item) => {
        const Icon = menuIcon(item.icon)!
        const known = menuLabel(item)
        const label = typeof known === 'string' ? known : i18n._(known)
        return (
          <Box as="li" key={item.id}>
            {/* Routes come from the server at run time, so they cannot be checked at compile time. */}
            <Link to={item.route as '/'} onClick={onNavigate} className="nav-link" activeProps={{ 'aria-current': 'page' }}>
              <Icon />
              <span>{label}</span>
            </Link>
          </Box>
        )
      })}
    </Stack>
  )
}
