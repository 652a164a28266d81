import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { MenuItem } from '@/contract/user'
import { SchoolServices } from '@/features/home/components/school-services'
import { sessionQueries } from '@/shared/session/queries'
import { screenHarness } from '../../support/screen-harness'

const harness = screenHarness({ database: 'home-school-services-test' })

const entry = (id: number, name: string, icon: string, route: string): MenuItem => ({ id, name, icon, route, order: id * 10, serviceId: id })

describe('the home’s school services', () => {
  it('offers the school services of the person’s menu, in their order, each with what it is for', async () => {
    harness.client().setQueryData(sessionQueries.menu().queryKey, [
      entry(1, 'Inicio', 'home', '/home'),
      entry(2, 'Credencial digital', 'legal', '/credential'),
      entry(3, 'Trámites', 'formalities', '/formalities'),
      entry(4, 'Agenda', 'student-agenda', '/agenda'),
      entry(5, 'Centro de ayuda', 'assistance', '/assistance'),
    ])
    harness.renderScreen(<SchoolServices />)
    const section = await screen.findByRole('region', { name: 'Servicios escolares' })
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'TrámitesConstancias y certificados',
      'Credencial digitalTu credencial con su código',
      'Centro de ayudaSolicitudes al centro de ayuda',
    ])
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/formalities', '/credential', '/assistance'])
  })

  it('is not drawn for a role whose menu has none of them', async () => {
    harness.client().setQueryData(sessionQueries.menu().queryKey, [entry(1, 'Inicio', 'home', '/home'), entry(4, 'Agenda', 'student-agenda', '/agenda')])
    harness.renderScreen(
      <>
        <h1>Hola</h1>
        <SchoolServices />
      </>,
    )
    expect(await screen.findByRole('heading', { name: 'Hola' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Servicios escolares' })).toBeNull()
  })
})
