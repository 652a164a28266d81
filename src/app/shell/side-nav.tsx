import { Box, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { MenuItem } from '@/contract/user'
import { sessionQueries } from '@/shared/session/queries'
import { menuItemIcon } from '@/shared/ui/menu-icons'
import { menuLabel } from '@/shared/ui/menu-labels'
import { reportHiddenMenuItem } from './report-hidden-menu-item'

/**
 * Spec §2/§8: items come from the server; a key without an icon is an internal error and is not
 * shown, and so is a route this version of the portal has no screen for (`hasScreen`).
 */
export function visibleMenuItems(items: readonly MenuItem[], hasScreen: (route: string) => boolean) {
  return [...items]
    .sort((a, b) => a.order - b.order)
    .filter((item) => {
      if (!menuItemIcon(item)) reportHiddenMenuItem(item, 'no icon')
      else if (!hasScreen(item.route)) reportHiddenMenuItem(item, 'no screen')
      else return true
      return false
    })
}

export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n } = useLingui()
  const menu = useQuery(sessionQueries.menu())
  const router = useRouter()
  const items = useMemo(() => {
    // The catch-all route ('/$') answers any path with the 404 page: it is no screen of a section.
    const hasScreen = (route: string) => {
      const path = route.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1')
      return path !== '/$' && path in router.routesByPath
    }
    return menu.data ? visibleMenuItems(menu.data, hasScreen) : []
  }, [menu.data, router])

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
        const Icon = menuItemIcon(item)!
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
