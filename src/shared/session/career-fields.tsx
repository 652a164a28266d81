import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import type { StudentAccount } from '@/contract/user'
import { SERVER_LANGUAGE } from '../i18n/locales'
import { StrokeIcon } from '../ui/svg-icon'
import type { Selection } from './selected-student'

interface SelectFieldProps {
  label: ReactNode
  /** Tells the two selects apart, so the focus stays on the same one when the portal takes over. */
  name: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}

/** A labelled select with its arrow, drawn as Chakra's field and native select draw it. */
function SelectField({ label, name, value, onChange, children }: SelectFieldProps) {
  const id = useId()
  return (
    <div role="group" className="cf-field">
      <label className="cf-label" htmlFor={id}>
        {label}
      </label>
      <div className="cf-control">
        <select id={id} name={name} className="cf-select" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {children}
        </select>
        <div className="cf-indicator">
          <StrokeIcon>
            <path d="m6 9 6 6 6-6" />
          </StrokeIcon>
        </div>
      </div>
    </div>
  )
}

/**
 * Spec §1: the student account and the career, two labelled selects; choosing another account
 * chooses its first career. Plain elements styled by the theme's build-time CSS
 * (career-fields-css.ts): a cold start on the home draws these same fields before Chakra has
 * loaded, and the portal takes over without a change.
 */
export function CareerFields({ students, current, onChoose }: { students: readonly StudentAccount[]; current: Selection; onChoose: (next: Selection) => void }) {
  const { t } = useLingui()
  return (
    <div className="cf-fields">
      <SelectField
        label={<Trans>Alumno</Trans>}
        name="student"
        value={current.student.accountNumber}
        onChange={(accountNumber) => {
          const student = students.find((s) => s.accountNumber === accountNumber)
          const career = student?.careers[0]
          if (student && career) onChoose({ student, cvProgram: career.cvProgram })
        }}
      >
        {students.map((s) => (
          <option key={s.accountNumber} value={s.accountNumber}>
            {t`${s.accountNumber} · ${s.fullName} · ${s.businessLine}`}
          </option>
        ))}
      </SelectField>
      <SelectField label={<Trans>Carrera</Trans>} name="career" value={current.cvProgram} onChange={(cvProgram) => onChoose({ student: current.student, cvProgram })}>
        {current.student.careers.map((c) => (
          // The program's and campus's names are the school's, in Spanish.
          <option key={c.cvProgram} value={c.cvProgram} lang={SERVER_LANGUAGE}>
            {t`${c.programName} · ${c.campusName}`}
          </option>
        ))}
      </SelectField>
    </div>
  )
}
