import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { GuardianKind } from '@/contract/guardians'
import { GuardiansScreen } from '@/features/guardians'
import { sessionQueries } from '@/shared/session/queries'
import { json, screenHarness } from '../../support/screen-harness'

const harness = screenHarness({ database: 'guardians-screen-test' })
const SERVICE = 21

/** The screen as its route shows it: `?registrar=true` is a state of the page here. */
function Screen({ kind }: { kind: GuardianKind }) {
  const [registering, setRegistering] = useState(false)
  return <GuardiansScreen kind={kind} registering={registering} onRegistering={setRegistering} />
}

/** The account has nobody of `kind` registered; the role may register (`Crear`) or only read. */
function emptyList(kind: GuardianKind, Crear: boolean) {
  harness.client().setQueryData(sessionQueries.menu().queryKey, [
    { id: 1, name: 'Información del alumno', icon: 'user', route: '/student-information/parents', order: 1, serviceId: SERVICE },
  ])
  harness.client().setQueryData(sessionQueries.actions(SERVICE).queryKey, { Aprobar: false, Crear, Editar: Crear, Ejecutar: false, Eliminar: false, Lectura: true })
  harness.serve({ '/student/tutor/list': () => json({ kind, guardians: [] }) })
}

describe('an empty list of guardians', () => {
  it('offers the student to register a tutor from the empty card, which opens the form', async () => {
    emptyList('tutor', true)
    harness.renderScreen(<Screen kind="tutor" />)
    await screen.findByText('Aún no hay padres o tutores registrados.')
    // One way to register, the empty card's.
    const register = await screen.findByRole('button', { name: 'Registrar tutor' })
    expect(screen.getAllByRole('button', { name: 'Registrar tutor' })).toHaveLength(1)
    await userEvent.click(register)
    expect(await screen.findByRole('form', { name: 'Registro de tutor' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Registrar tutor' })).toBeNull()
  })

  it('offers an economic responsible the same way, with its own words', async () => {
    emptyList('economic', true)
    harness.renderScreen(<Screen kind="economic" />)
    await screen.findByText('Aún no hay responsables económicos registrados.')
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar responsable económico' }))
    expect(await screen.findByRole('form', { name: 'Registro de responsable económico' })).toBeTruthy()
  })

  it('only says the list is empty to a role that reads (a tutor, an administrative)', async () => {
    emptyList('tutor', false)
    harness.renderScreen(<Screen kind="tutor" />)
    await screen.findByText('Aún no hay padres o tutores registrados.')
    expect(screen.queryByRole('button', { name: 'Registrar tutor' })).toBeNull()
  })
})
