import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CampusRequest, StudentInformation } from '@/contract/student-information'
import { CampusRequestBanner } from '@/features/home/campus-request/campus-request-banner'
import { closedBannerKey } from '@/features/home/campus-request/closed-banners'
import { readKv } from '@/shared/db/user-db'
import { ACCOUNT, json, screenHarness, student } from '../../support/screen-harness'

const harness = screenHarness({ database: 'campus-banner-test' })

const pending: CampusRequest = {
  id: 7, campus: { code: 'TLA', name: 'Campus Tlalpan' }, fromCampus: { code: 'COY', name: 'Campus Coyoacán' }, status: 'pending',
  reason: null, requestedAt: '2026-12-05T16:15:00.000Z', decidedAt: null, answerBy: '2026-12-10', effectiveCycle: null, effectiveCycleName: null,
}

const standing = (lastCampusRequest: CampusRequest | null): StudentInformation => ({
  accountNumber: ACCOUNT, cvProgram: 'LPSI-18', currentCycle: '2026-2', currentCycleName: 'Julio–diciembre 2026',
  modality: { id: 1, name: 'Presencial' }, campus: { code: 'COY', name: 'Campus Coyoacán' }, isBanner9: true, lastModalityRequest: null, lastCampusRequest,
})

const serve = (request: CampusRequest | null) => harness.serve({ '/student/information': () => json(standing(request)) })
const banner = () => screen.findByRole('status')

describe('the campus request banner on the home', () => {
  it('asks for the banner with notif=true and says a pending request is in review, and by when the office answers', async () => {
    serve(pending)
    harness.renderScreen(<CampusRequestBanner student={student} />)
    expect((await banner()).textContent).toContain('Cambio de campus a Campus Tlalpan: en revisión')
    expect(screen.getByText(/La oficina escolar responde a más tardar el 10 de diciembre de 2026\./)).toBeTruthy()
    const url = new URL(String(harness.fetchSpy.mock.calls[0]![0]))
    expect(url.searchParams.get('notif')).toBe('true')
  })

  it('says from which cycle an approved change applies, by the cycle name', async () => {
    serve({ ...pending, status: 'approved', answerBy: null, decidedAt: '2026-12-08T19:00:00.000Z', effectiveCycle: '2027-1', effectiveCycleName: 'Enero–junio 2027' })
    harness.renderScreen(<CampusRequestBanner student={student} />)
    expect((await banner()).textContent).toContain('Cambio de campus a Campus Tlalpan: aprobado')
    expect(screen.getByText('Aplica a partir del ciclo Enero–junio 2027.')).toBeTruthy()
  })

  it("gives the office's reason for a rejected one, in Spanish as it was written", async () => {
    serve({ ...pending, status: 'rejected', answerBy: null, reason: 'No hay cupo en el turno matutino.' })
    harness.renderScreen(<CampusRequestBanner student={student} />)
    expect((await banner()).textContent).toContain('Cambio de campus a Campus Tlalpan: no aprobado')
    expect(screen.getByText('No hay cupo en el turno matutino.').getAttribute('lang')).toBe('es')
  })

  it('stays closed once closed, for that request in that state', async () => {
    serve(pending)
    const first = harness.renderScreen(<CampusRequestBanner student={student} />)
    await banner()
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso del cambio de campus' }))
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
    expect(await readKv(closedBannerKey(ACCOUNT, pending))).toBe(true)
    first.unmount()
    harness.client().removeQueries({ queryKey: ['home'] })
    const second = harness.renderScreen(<CampusRequestBanner student={student} />)
    await waitFor(() => expect(harness.fetchSpy).toHaveBeenCalledTimes(2))
    expect(screen.queryByRole('status')).toBeNull()
    // The decision is news of its own: its banner shows even though the review's was closed.
    second.unmount()
    harness.client().removeQueries({ queryKey: ['home'] })
    serve({ ...pending, status: 'approved', answerBy: null, effectiveCycle: '2027-1', effectiveCycleName: 'Enero–junio 2027' })
    harness.renderScreen(<CampusRequestBanner student={student} />)
    expect((await banner()).textContent).toContain(': aprobado')
  })

  it('shows nothing for a career with no campus request', async () => {
    serve(null)
    harness.renderScreen(<CampusRequestBanner student={student} />)
    await waitFor(() => expect(harness.fetchSpy).toHaveBeenCalled())
    expect(screen.queryByRole('status')).toBeNull()
  })
})
