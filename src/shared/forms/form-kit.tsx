import { Button, chakra, Field, Input, NativeSelect, Textarea } from '@chakra-ui/react'
import { createFormHook, createFormHookContexts } from '@tanstack/react-form'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { Autocomplete } from './autocomplete'
import { CheckBox } from './check-box'
import type { AutocompleteOption, OptionSource } from './use-autocomplete-search'
import { DEFAULT_ERRORS, TEXT_MAX_LENGTH } from './rules'

const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/**
 * Spec §5 "Validation timing: on touch": a field's message shows once the person has left it,
 * or once they tried to send the form; never while they are still typing their first value.
 * A field refused without a sentence of its own (a rule answering `true`, an empty text) says its
 * kind's default (spec §5: text 'Campo requerido', text area 'error', select 'Seleccione una opción').
 */
function useFieldMessage<T = string>({ afterLeaving = false, fallback }: { afterLeaving?: boolean; fallback?: MessageDescriptor } = {}) {
  const field = useFieldContext<T>()
  const form = useFormContext()
  const { i18n } = useLingui()
  // A field whose text is a search (the autocomplete) is judged once left, not while its list narrows.
  const shown = (afterLeaving ? field.state.meta.isBlurred : field.state.meta.isTouched) || form.state.submissionAttempts > 0
  const errors = field.state.meta.errors.filter((error) => error !== undefined && error !== null && error !== false)
  const own = errors.find((error): error is string => typeof error === 'string' && error.trim() !== '')
  const message = shown && errors.length > 0 ? (own ?? (fallback ? i18n._(fallback) : undefined)) : undefined
  return { field, message }
}

interface FieldShellProps {
  label: string
  helper?: ReactNode
  required?: boolean
  message: string | undefined
  children: ReactNode
}

function FieldShell({ label, helper, required, message, children }: FieldShellProps) {
  return (
    <Field.Root invalid={message !== undefined} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper && !message ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
    </Field.Root>
  )
}

/** A text area (spec §5: at most 250 characters unless the form says otherwise), with a character count. */
function TextAreaField({ label, helper, required, maxLength = TEXT_MAX_LENGTH, placeholder }: {
  label: string
  helper?: ReactNode
  required?: boolean
  maxLength?: number
  placeholder?: string
}) {
  const { field, message } = useFieldMessage({ fallback: DEFAULT_ERRORS.textArea })
  const length = field.state.value.length
  return (
    <FieldShell label={label} helper={helper ?? `${length}/${maxLength}`} required={required} message={message}>
      <Textarea
        name={field.name}
        value={field.state.value}
        placeholder={placeholder}
        maxLength={maxLength}
        rows={4}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
      />
    </FieldShell>
  )
}

/** A one-line text (spec §5 "Text input": at most 250 characters unless the form says otherwise). */
function TextField({ label, helper, required, maxLength = TEXT_MAX_LENGTH, inputMode, uppercase, autoComplete, readOnly }: {
  label: string
  helper?: ReactNode
  required?: boolean
  maxLength?: number
  /** `decimal` brings up the number keys on phones; the value stays text until it is checked. */
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email'
  /** Spec §3 "text": written in capitals as it is typed (RFC, CURP). */
  uppercase?: boolean
  autoComplete?: string
  /** Shown, not changed: e.g. a value a code was just sent to. */
  readOnly?: boolean
}) {
  const { field, message } = useFieldMessage({ fallback: DEFAULT_ERRORS.text })
  return (
    <FieldShell label={label} helper={helper} required={required} message={message}>
      <Input
        name={field.name}
        value={field.state.value}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
        readOnly={readOnly}
        onChange={(event) => field.handleChange(uppercase ? event.target.value.toLocaleUpperCase('es-MX') : event.target.value)}
        onBlur={field.handleBlur}
      />
    </FieldShell>
  )
}

/** A calendar day, `YYYY-MM-DD` (empty until chosen, or while incomplete), with the device's own date picker. */
function DateField({ label, helper, required, autoComplete, min, max }: {
  label: string
  helper?: ReactNode
  required?: boolean
  autoComplete?: string
  /** The first and last day the picker offers, `YYYY-MM-DD`; the field's rule still says why another is refused. */
  min?: string
  max?: string
}) {
  const { field, message } = useFieldMessage()
  return (
    <FieldShell label={label} helper={helper} required={required} message={message}>
      <Input
        type="date"
        min={min}
        max={max}
        name={field.name}
        value={field.state.value}
        autoComplete={autoComplete}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
      />
    </FieldShell>
  )
}

/** A box to tick; a required one must be ticked before the form goes. */
function CheckboxField({ label, required }: { label: string; required?: boolean }) {
  const { field, message } = useFieldMessage<boolean>()
  return (
    <Field.Root invalid={message !== undefined} required={required}>
      <chakra.label display="flex" alignItems="flex-start" gap="2" cursor="pointer">
        <CheckBox
          name={field.name}
          checked={field.state.value}
          aria-invalid={message !== undefined || undefined}
          onChange={(event) => field.handleChange(event.target.checked)}
          onBlur={field.handleBlur}
        />
        <span>
          {label}
          {required ? <Field.RequiredIndicator ms="1" /> : null}
        </span>
      </chakra.label>
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
    </Field.Root>
  )
}

export interface SelectOption {
  value: string
  label: string
  /** The language of a label written by the server (a catalog's description): `SERVER_LANGUAGE`. */
  lang?: string
}

/** A choice from a catalog (spec §5 "Select"); its message shows as soon as it is touched. */
function SelectField({ label, helper, required, options, placeholder, disabled }: {
  label: string
  helper?: ReactNode
  required?: boolean
  options: readonly SelectOption[]
  placeholder: string
  disabled?: boolean
}) {
  const { field, message } = useFieldMessage({ fallback: DEFAULT_ERRORS.select })
  return (
    <FieldShell label={label} helper={helper} required={required} message={message}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          name={field.name}
          value={field.state.value}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  )
}

/** A text with suggestions (spec §5 "Autocomplete"); the field keeps the text, `onPick` hears the option taken. */
function AutocompleteField({ label, helper, required, onPick, ...source }: OptionSource & {
  label: string
  helper?: ReactNode
  required?: boolean
  onPick?: (option: AutocompleteOption) => void
}) {
  const { field, message } = useFieldMessage({ afterLeaving: true })
  return (
    <FieldShell label={label} helper={helper} required={required} message={message}>
      <Autocomplete
        {...(source as OptionSource)}
        label={label}
        name={field.name}
        text={field.state.value}
        onTextChange={field.handleChange}
        onPick={onPick}
        onBlur={field.handleBlur}
      />
    </FieldShell>
  )
}

/**
 * The form's send button: busy while it sends. A form with problems still answers a click, by
 * showing them. `disabled` when it cannot go at all (no signal); the screen says why beside it.
 */
function SubmitButton({ children, disabled }: { children: ReactNode; disabled?: boolean }) {
  const form = useFormContext()
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(submitting) => (
        <Button type="submit" colorPalette="brand" loading={submitting} disabled={disabled}>
          {children}
        </Button>
      )}
    </form.Subscribe>
  )
}

/**
 * The portal's forms kit: one way to build a form, with the spec's field patterns and
 * messages. A form keeps what was typed when sending fails; only success clears it.
 */
export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextAreaField, SelectField, TextField, DateField, CheckboxField, AutocompleteField },
  formComponents: { SubmitButton },
})
