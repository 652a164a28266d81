import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { planCycleName, termName } from '@/shared/i18n/term-name'
import { CatalogText } from '@/shared/ui/catalog-text'
import { TermName } from '@/shared/ui/term-name'
import { activateTestLocale, renderWithProviders } from '../../support/render'

describe("a term's name from its code", () => {
  it('writes the first half of the year as January–June and the second as July–December, in the active language', () => {
    activateTestLocale('es')
    expect(termName('2026-1', i18n)).toBe('Enero–junio 2026')
    expect(termName('2026-2', i18n)).toBe('Julio–diciembre 2026')
    activateTestLocale('en')
    expect(termName('2027-1', i18n)).toBe('January–June 2027')
    expect(termName('2026-2', i18n)).toBe('July–December 2026')
  })

  it('has no name of its own for a code of another form', () => {
    activateTestLocale('en')
    for (const code of ['C1-2026', '2026-3', '2026', '26-1']) expect(termName(code, i18n)).toBeNull()
  })

  it("shows the server's name, marked as Spanish, for a code the portal does not know", () => {
    renderWithProviders(
      <p>
        <TermName code="C1-2026" name="Cuatrimestre 1 2026" /> · <TermName code="2026-2" name="Otoño 2026" />
      </p>,
      { locale: 'en' },
    )
    expect(screen.getByText('Cuatrimestre 1 2026').getAttribute('lang')).toBe('es')
    expect(screen.getByText(/July–December 2026/).closest('[lang]')).toBeNull()
    expect(screen.queryByText(/Otoño/)).toBeNull()
  })

  it("names a study plan's cycle as the server does in Spanish and by its number in English", () => {
    const cycle = { number: 3, name: 'Cuatrimestre 3' }
    activateTestLocale('es')
    expect(planCycleName(cycle, i18n)).toBe('Cuatrimestre 3')
    activateTestLocale('en')
    expect(planCycleName(cycle, i18n)).toBe('Term 3')
  })
})

describe("a catalog's value", () => {
  const words = { Presencial: msg`Presencial` }

  it("is shown in the portal's words when the portal knows it, and as sent, marked as Spanish, when not", () => {
    renderWithProviders(
      <ul>
        <li>
          <CatalogText value="Presencial" words={words} />
        </li>
        <li>
          <CatalogText value="Híbrida" words={words} />
        </li>
        <li>
          <CatalogText value="toString" words={words} />
        </li>
      </ul>,
      { locale: 'en' },
    )
    expect(screen.getByText('On campus').closest('[lang]')).toBeNull()
    expect(screen.getByText('Híbrida').getAttribute('lang')).toBe('es')
    // An inherited property is no word of the catalog.
    expect(screen.getByText('toString').getAttribute('lang')).toBe('es')
  })
})
