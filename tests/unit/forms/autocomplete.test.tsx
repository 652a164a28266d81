import { Field } from '@chakra-ui/react'
import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Autocomplete } from '@/shared/forms/autocomplete'
import { useAppForm } from '@/shared/forms/form-kit'
import type { AutocompleteOption, OptionSource } from '@/shared/forms/use-autocomplete-search'
import { renderWithProviders } from '../../support/render'
import { KitForm } from '../../support/kit-form'

const SUBJECTS: AutocompleteOption[] = ['MATEMÁTICAS I', 'Matemáticas II', 'Física', 'Química', 'Inglés'].map((label, i) => ({ value: `S${i}`, label }))

function Harness({ onPick, initial = '', ...source }: OptionSource & { onPick?: (option: AutocompleteOption) => void; initial?: string }) {
  const [text, setText] = useState(initial)
  return (
    <Field.Root>
      <Field.Label>Materia</Field.Label>
      <Autocomplete {...(source as OptionSource)} label="Materias encontradas" text={text} onTextChange={setText} onPick={onPick} />
    </Field.Root>
  )
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const input = () => screen.getByRole('combobox', { name: 'Materia' })
const shownOptions = () => screen.queryAllByRole('option').map((option) => option.textContent)

describe('the autocomplete (spec §5, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  /**
   * Typing and keys through fireEvent: user-event waits on a real zero-delay timer between its steps
   * (Testing Library's async wrapper advances only Jest's fake timers), which never fires here.
   */
  const write = (text: string) => fireEvent.change(input(), { target: { value: text } })
  const press = (...keys: string[]) => keys.forEach((key) => fireEvent.keyDown(input(), { key }))

  it('filters local values by substring, whatever the case, 250 ms after typing more than 3 characters', async () => {
    renderWithProviders(<Harness values={SUBJECTS} />)
    expect(input()).toHaveProperty('ariaExpanded', 'false')

    write('Mat')
    await wait(1000)
    expect(shownOptions()).toEqual([])

    write('Mate')
    await wait(249)
    expect(shownOptions()).toEqual([])
    await wait(1)
    expect(screen.getByRole('listbox', { name: 'Materias encontradas' })).toBeTruthy()
    expect(shownOptions()).toEqual(['MATEMÁTICAS I', 'Matemáticas II'])
    expect(input()).toHaveProperty('ariaExpanded', 'true')

    write('xyzw')
    await wait(250)
    expect(shownOptions()).toEqual([])
    expect(screen.getByRole('status').textContent).toBe('Sin resultados para “xyzw”')
  })

  it('is worked with the keyboard: arrows move, Enter takes, Escape closes', async () => {
    const onPick = vi.fn()
    renderWithProviders(<Harness values={SUBJECTS} onPick={onPick} />)
    write('máti')
    await wait(250)
    expect(shownOptions()).toEqual(['MATEMÁTICAS I', 'Matemáticas II'])

    press('ArrowDown', 'ArrowDown')
    const second = screen.getByRole('option', { name: 'Matemáticas II' })
    expect(second.getAttribute('aria-selected')).toBe('true')
    expect(input().getAttribute('aria-activedescendant')).toBe(second.id)
    press('ArrowDown')
    expect(screen.getByRole('option', { name: 'MATEMÁTICAS I' }).getAttribute('aria-selected')).toBe('true')

    press('Enter')
    expect(onPick).toHaveBeenCalledWith(SUBJECTS[0])
    expect(input()).toHaveProperty('value', 'MATEMÁTICAS I')
    await wait(250)
    expect(shownOptions()).toEqual([])

    write('MATEMÁTICAS ')
    await wait(250)
    expect(shownOptions()).toEqual(['MATEMÁTICAS I', 'Matemáticas II'])
    press('Escape')
    expect(shownOptions()).toEqual([])
    expect(input()).toHaveProperty('ariaExpanded', 'false')
  })

  it('calls the search once per pause, for an empty text or one longer than 3 characters', async () => {
    const search = vi.fn((text: string) => Promise.resolve(SUBJECTS.filter((s) => s.label.startsWith(text.slice(0, 1).toUpperCase()))))
    renderWithProviders(<Harness search={search} />)
    await wait(250)
    expect(search.mock.calls.map(([text]) => text)).toEqual([''])

    write('qu')
    await wait(1000)
    write('quími')
    await wait(250)
    expect(search.mock.calls.map(([text]) => text)).toEqual(['', 'quími'])
    expect(shownOptions()).toEqual(['Química'])
  })

  it('keeps only the answer for the text on screen', async () => {
    const answers: Record<string, (options: AutocompleteOption[]) => void> = {}
    const search = (text: string) => new Promise<AutocompleteOption[]>((resolve) => (answers[text] = resolve))
    renderWithProviders(<Harness search={search} />)
    write('físi')
    await wait(250)
    write('físic')
    await wait(250)
    await act(async () => answers['físic']!([SUBJECTS[2]!]))
    await act(async () => answers['físi']!(SUBJECTS))
    expect(shownOptions()).toEqual(['Física'])
  })

  it('scrolls its list, 251 px tall at most, past 7 results', async () => {
    const many = (count: number) => Array.from({ length: count }, (_, i) => ({ value: `G${i}`, label: `Grupo ${i + 1}` }))
    const { unmount } = renderWithProviders(<Harness values={many(7)} />)
    write('grupo')
    await wait(250)
    expect(shownOptions()).toHaveLength(7)
    expect(screen.getByRole('listbox').hasAttribute('data-scrolls')).toBe(false)
    expect(getComputedStyle(screen.getByRole('listbox')).maxHeight).not.toBe('251px')
    unmount()

    renderWithProviders(<Harness values={many(8)} />)
    write('grupo')
    await wait(250)
    expect(shownOptions()).toHaveLength(8)
    const list = screen.getByRole('listbox')
    expect(list.hasAttribute('data-scrolls')).toBe(true)
    expect(getComputedStyle(list).maxHeight).toBe('251px')
    expect(getComputedStyle(list).overflowY).toBe('auto')
  })

  it('opens no list for a text it was given (a saved value, a draft) until the person types or asks with the arrows', async () => {
    renderWithProviders(<Harness values={SUBJECTS} initial="Matemáticas" />)
    await wait(250)
    expect(shownOptions()).toEqual([])
    expect(input()).toHaveProperty('ariaExpanded', 'false')
    press('ArrowDown')
    expect(shownOptions()).toEqual(['MATEMÁTICAS I', 'Matemáticas II'])
    press('Escape')
    write('Matemáticas ')
    await wait(250)
    expect(shownOptions()).toEqual(['MATEMÁTICAS I', 'Matemáticas II'])
  })

  it('speaks English with the English catalog', async () => {
    renderWithProviders(<Harness values={SUBJECTS} />, { locale: 'en' })
    write('zzzz')
    await wait(250)
    expect(screen.getByRole('status').textContent).toBe('No results for “zzzz”')
  })
})

function SubjectForm({ onSend }: { onSend: (subject: string) => void }) {
  const form = useAppForm({ defaultValues: { subject: '' }, onSubmit: ({ value }) => onSend(value.subject) })
  return (
    <KitForm form={form}>
      <form.AppForm>
        <form.AppField name="subject" validators={{ onBlur: ({ value }) => (SUBJECTS.some((s) => s.label === value) ? undefined : 'Elige una materia de la lista') }}>
          {(field) => <field.AutocompleteField label="Materia" required values={SUBJECTS} />}
        </form.AppField>
        <form.SubmitButton>Enviar</form.SubmitButton>
      </form.AppForm>
    </KitForm>
  )
}

describe('the autocomplete in the forms kit', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  it('keeps the option taken as the field’s value, checked when the person leaves it', async () => {
    const onSend = vi.fn()
    renderWithProviders(<SubjectForm onSend={onSend} />)
    const field = screen.getByRole('combobox', { name: /^Materia/ })
    fireEvent.change(field, { target: { value: 'quím' } })
    fireEvent.blur(field)
    await wait(0)
    expect(screen.getByText('Elige una materia de la lista')).toBeTruthy()

    fireEvent.change(field, { target: { value: 'quími' } })
    await wait(250)
    fireEvent.click(screen.getByRole('option', { name: 'Química' }))
    fireEvent.blur(field)
    fireEvent.submit(field.closest('form')!)
    await wait(0)
    expect(screen.queryByText('Elige una materia de la lista')).toBeNull()
    expect(onSend).toHaveBeenCalledWith('Química')
  })
})

function CheckedWhileTypingForm() {
  const form = useAppForm({ defaultValues: { subject: '' }, onSubmit: () => undefined })
  return (
    <form.AppForm>
      <form.AppField name="subject" validators={{ onChange: ({ value }) => (SUBJECTS.some((s) => s.label === value) ? undefined : 'Elige una materia de la lista') }}>
        {(field) => <field.AutocompleteField label="Materia" values={SUBJECTS} />}
      </form.AppField>
    </form.AppForm>
  )
}

describe('the autocomplete field’s message', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  it('waits until the person leaves the field: while typing, the text is a search', async () => {
    renderWithProviders(<CheckedWhileTypingForm />)
    const field = screen.getByRole('combobox', { name: 'Materia' })
    fireEvent.change(field, { target: { value: 'quím' } })
    await wait(250)
    expect(screen.queryByText('Elige una materia de la lista')).toBeNull()
    fireEvent.blur(field)
    await wait(0)
    expect(screen.getByText('Elige una materia de la lista')).toBeTruthy()
  })
})
