import { act, fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SearchForm } from '@/features/find-student/components/search-form'
import { SEARCH_DEBOUNCE_MS } from '@/features/find-student/logic'
import { renderWithProviders } from '../../support/render'

const type = (value: string) => fireEvent.change(screen.getByLabelText('Texto a buscar'), { target: { value } })

describe('SearchForm', () => {
  beforeEach(() => vi.useFakeTimers())

  it('searches 250 ms after the last key once the text has more than 3 characters (spec §9)', () => {
    const onSearch = vi.fn()
    renderWithProviders(<SearchForm by="account" q="" onSearch={onSearch} />)
    type('010')
    act(() => void vi.advanceTimersByTime(1_000))
    expect(onSearch).not.toHaveBeenCalled()

    type('0102')
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    type('01024')
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(onSearch).not.toHaveBeenCalled()
    act(() => void vi.advanceTimersByTime(1))
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('account', '01024', true)
  })

  it('searches any text at once on Buscar, and says when an account number has more than digits', () => {
    const onSearch = vi.fn()
    renderWithProviders(<SearchForm by="account" q="" onSearch={onSearch} />)
    type('01')
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }))
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('account', '01', false)

    type('01a')
    expect(screen.getByText('El número de cuenta lleva solo dígitos.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }))
    act(() => void vi.advanceTimersByTime(1_000))
    expect(onSearch).toHaveBeenCalledOnce()
  })

  it('searches by name when the person changes what to search by', () => {
    const onSearch = vi.fn()
    renderWithProviders(<SearchForm by="account" q="" onSearch={onSearch} />)
    fireEvent.change(screen.getByLabelText('Buscar por'), { target: { value: 'name' } })
    type('  Ramírez  ')
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS))
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('name', 'Ramírez', true)
  })

  it('follows the address when it changes (back and forward), without searching again', () => {
    const onSearch = vi.fn()
    const { rerender } = renderWithProviders(<SearchForm by="name" q="Ramírez" onSearch={onSearch} />)
    expect(screen.getByLabelText<HTMLInputElement>('Texto a buscar').value).toBe('Ramírez')
    rerender(<SearchForm by="account" q="010377" onSearch={onSearch} />)
    expect(screen.getByLabelText<HTMLInputElement>('Texto a buscar').value).toBe('010377')
    expect(screen.getByLabelText<HTMLSelectElement>('Buscar por').value).toBe('account')
    act(() => void vi.advanceTimersByTime(1_000))
    expect(onSearch).not.toHaveBeenCalled()
  })
})
