import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Terms } from '@/contract/terms'
import type { LoggedUser, TermsState } from '@/contract/user'
import { TermsGate } from '@/features/terms/components/terms-gate'
import { sessionQueries } from '@/shared/session/queries'
import { apiPath, json, screenHarness } from '../../support/screen-harness'

const TERMS: Terms = {
  version: '2.0',
  publishedAt: '2026-11-20',
  title: 'Términos y condiciones de uso del Portal de alumnos',
  sections: [
    { heading: 'Cambios de la versión 2.0', paragraphs: ['Esta versión precisa el uso sin conexión.'] },
    { heading: '6. Datos personales', paragraphs: ['La Universidad trata tus datos conforme a su Aviso de privacidad.'] },
  ],
}
const STANDING: TermsState = { currentVersion: '2.0', acceptedVersion: '1.0', acceptedAt: '2026-07-04T16:20:00.000Z' }
const USER = { userId: 1, fullName: 'Valeria Hernández Ruiz', terms: STANDING } as unknown as LoggedUser

describe('TermsGate', () => {
  const harness = screenHarness({ database: 'terms-gate-test' })
  const { fetchSpy } = harness
  const posted: unknown[] = []

  /** The current terms, and what the acceptance call answers. */
  function serve(acceptance: () => Response) {
    posted.length = 0
    fetchSpy.mockImplementation(async (input, init) => {
      const path = apiPath(new URL(String(input)))
      if (path === '/terms/current') return json(TERMS)
      if (path === '/terms/acceptance' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)))
        return acceptance()
      }
      if (path === '/user/student') return json({ ...USER, terms: { ...STANDING, acceptedVersion: '2.0', acceptedAt: '2026-11-26T10:00:00.000Z' } })
      return json({ message: 'not found' }, 404)
    })
  }

  const renderGate = () => {
    harness.client().setQueryData(sessionQueries.user().queryKey, USER)
    return harness.renderScreen(<TermsGate terms={STANDING} />)
  }

  it('shows the text in force and lets accept it only once the box is ticked; the identity then says it is accepted', async () => {
    serve(() => json({ version: '2.0', acceptedAt: '2026-11-26T10:00:00.000Z' }))
    renderGate()
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeTruthy()
    expect(screen.getByText(/Se publicó una nueva versión/)).toBeTruthy()
    expect(await screen.findByRole('region', { name: TERMS.title })).toBeTruthy()
    expect(screen.getByText('Versión 2.0 · publicada el 20 de noviembre de 2026')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Aviso de privacidad' }).getAttribute('href')).toBe('/aviso-de-privacidad')

    const accept = screen.getByRole('button', { name: 'Acepto los términos y condiciones' })
    expect((accept as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(screen.getByRole('checkbox', { name: /He leído los términos y condiciones \(versión 2\.0\)/ }))
    expect((accept as HTMLButtonElement).disabled).toBe(false)
    await userEvent.click(accept)

    await waitFor(() => expect(harness.client().getQueryData<LoggedUser>(sessionQueries.user().queryKey)?.terms?.acceptedVersion).toBe('2.0'))
    expect(posted).toEqual([{ version: '2.0' }])
  })

  it('says so when a newer version came out meanwhile (409), and nothing is accepted', async () => {
    serve(() => json({ message: 'Esa versión de los términos y condiciones ya no es la vigente: lee la versión actual y acéptala', currentVersion: '3.0' }, 409))
    renderGate()
    await userEvent.click(await screen.findByRole('checkbox', { name: /He leído/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Acepto los términos y condiciones' }))
    expect((await screen.findByRole('alert')).textContent).toContain('ya no es la vigente')
    expect(harness.client().getQueryData<LoggedUser>(sessionQueries.user().queryKey)?.terms?.acceptedVersion).toBe('1.0')
  })

  it('with no signal, says acceptance needs it and does not send', async () => {
    serve(() => json({ version: '2.0', acceptedAt: '2026-11-26T10:00:00.000Z' }))
    renderGate()
    await screen.findByRole('region', { name: TERMS.title })
    onlineManager.setOnline(false)
    expect(await screen.findByText('Sin conexión: para registrar tu aceptación necesitas señal.')).toBeTruthy()
    await userEvent.click(screen.getByRole('checkbox', { name: /He leído/ }))
    expect((screen.getByRole('button', { name: 'Acepto los términos y condiciones' }) as HTMLButtonElement).disabled).toBe(true)
    expect(posted).toEqual([])
  })
})
