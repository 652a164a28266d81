import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { MenuItem } from '@/contract/user'
import { sessionQueries } from '@/shared/session/queries'
import { menuItemIcon } from '@/shared/ui/menu-icons'
import { menuLabel } from '@/shared/ui/menu-labels'
import { SectionCard } from '@/shared/ui/section-card'

/** The screens of the campus's school services, in the order offered, with what each is for. */
const SCHOOL_SERVICES: ReadonlyArray<readonly [route: string, purpose: MessageDescriptor]> = [
  ['/formalities', msg`Constancias y certificados`],
  ['/reenrollment', msg`Tu inscripción al siguiente ciclo`],
  ['/online-window', msg`Pagos, trámites y reinscripción en sus fechas`],
  ['/subject-strip', msg`Tus materias inscritas, para imprimir`],
  ['/credential', msg`Tu credencial con su código`],
  ['/digital-files', msg`Tus documentos y su revisión`],
  ['/assistance', msg`Solicitudes al centro de ayuda`],
]

/**
 * Home: the school services (spec §2) the person's menu offers, one tap away. A role without
 * one of them does not see it, as in the menu.
 */
export function SchoolServices() {
  const { i18n } = useLingui()
  const menu = useQuery(sessionQueries.menu()).data ?? []
  const offered = SCHOOL_SERVICES.flatMap(([route, purpose]) => {
    const item = menu.find((entry) => entry.route === route)
    return item && menuItemIcon(item) ? [{ item, purpose }] : []
  })
  if (offered.length === 0) return null
  const label = (item: MenuItem) => {
    const known = menuLabel(item)
    return typeof known === 'string' ? known : i18n._(known)
  }
  return (
    <SectionCard title={<Trans>Servicios escolares</Trans>}>
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" gap="3" columns={{ base: 1, sm: 2, lg: 3 }}>
        {offered.map(({ item, purpose }) => {
          const Icon = menuItemIcon(item)!
          return (
            <Box as="li" key={item.id}>
              <Box
                asChild
                display="flex"
                gap="3"
                alignItems="center"
                p="3"
                h="full"
                borderWidth="1px"
                borderRadius="md"
                color="fg"
                textDecoration="none"
                _hover={{ bg: 'bg.muted' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              >
                <Link to={item.route as '/'}>
                  <Box color="brand.solid" flexShrink={0}>
                    <Icon />
                  </Box>
                  <Box>
                    <Text m="0" fontWeight="medium">
                      {label(item)}
                    </Text>
                    <Text m="0" textStyle="sm" color="fg.muted">
                      {i18n._(purpose)}
                    </Text>
                  </Box>
                </Link>
              </Box>
            </Box>
          )
        })}
      </SimpleGrid>
    </SectionCard>
  )
}
