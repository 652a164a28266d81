import { Box, Button, Flex, Image, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import type { LoggedUser } from '@/contract/user'
import { resolveActiveRole } from '@/shared/auth/roles'
import { LanguageSwitch } from '@/shared/i18n/language-switch'
import { useSelection } from '@/shared/session/current-selection'
import { NotificationsBell } from '@/features/notifications/components/notifications-bell'
import { OutboxBadge } from '@/features/notifications/components/outbox-badge'
import { brands } from '../theme/brands'
import { OfflineChip } from './offline-chip'

const MobileMenu = lazy(() => import('./mobile-menu'))
import { RoleLabel } from './role-label'

interface AppHeaderProps {
  user: LoggedUser
  onSignOut: () => void
  /** While the terms are asked for: nothing that leads elsewhere in the portal, only the language and signing out. */
  locked?: boolean
}

export function AppHeader({ user, onSignOut, locked = false }: AppHeaderProps) {
  const { t } = useLingui()
  const { config } = useRouteContext({ from: '__root__' })
  const selection = useSelection()
  const [menuOpen, setMenuOpen] = useState(false)
  const role = resolveActiveRole(user.rols)
  const brand = brands[config.portal]

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Flex align="center" gap="3" px={{ base: '3', md: '6' }} py="2" wrap="wrap">
        <Button
          variant="ghost"
          display={{ base: locked ? 'none' : 'inline-flex', lg: 'none' }}
          aria-label={t`Abrir menú`}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </Button>
        {menuOpen && (
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
          </Suspense>
        )}
        <Image src={brand.logo} alt={t`Logotipo de ${brand.name}`} h="9" w="auto" />
        <Stack gap="0" flex="1" minW="40">
          <Text fontWeight="semibold" lineClamp={1}>
            {user.fullName}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {role && <RoleLabel role={role.description} />}
            {selection && ` · ${selection.student.accountNumber}`}
          </Text>
        </Stack>
        <OfflineChip />
        {!locked && <OutboxBadge />}
        {!locked && <NotificationsBell />}
        <LanguageSwitch size="xs" />
        <Button size="sm" variant="outline" onClick={onSignOut}>
          <Trans>Cerrar sesión</Trans>
        </Button>
      </Flex>
    </Box>
  )
}
