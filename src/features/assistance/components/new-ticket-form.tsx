import { Alert, Button, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { DeskConfig, Ticket, TicketForm } from '@/contract/monitor'
import type { PickedFile } from '@/shared/files/file-input'
import { DraftNotice } from '@/shared/forms/draft-notice'
import { useFormDraft } from '@/shared/forms/form-draft'
import { useAppForm } from '@/shared/forms/form-kit'
import { useSubmitOnce } from '@/shared/forms/submit-once'
import { chosen, maxLength, notOnlyWhitespace, required, rules } from '@/shared/forms/rules'
import { SERVER_LANGUAGE } from '@/shared/i18n/locales'
import { useOnline } from '@/shared/offline/use-online'
import { createTicket } from '../api'
import { catalogChoices, evidenceRoom, LEVEL_FIELDS, levelsBelow, type LevelField } from '../logic'
import { assistanceQueries } from '../queries'
import { refusalOf } from '@/shared/http/api-error'
import { EvidencePicker } from './evidence-picker'
import { EXTRA_FIELDS, NO_EXTRAS, numberRule, SUBJECT_FIELDS, type ExtraValues } from '../ticket-values'

const DESCRIPTION_MIN = 10
const DESCRIPTION_MAX = 1000

export type NewTicketValues = Record<LevelField, string> & ExtraValues & { description: string }

/** The multipart body of `POST /op`: the path through the catalogs, the fields the reason's form has, the evidence. */
/** Catalog entries as a select's options. */
/** The desk's catalogs, in the words the university wrote them: Spanish whatever the portal's language. */
const asOptions = (entries: readonly { id: number; name: string }[]) =>
  entries.map((entry) => ({ value: String(entry.id), label: entry.name, lang: SERVER_LANGUAGE }))

export function ticketBody(accountNumber: string, values: NewTicketValues, form: TicketForm, evidence: readonly PickedFile[]): FormData {
  const body = new FormData()
  body.set('accountNumber', accountNumber)
  for (const level of LEVEL_FIELDS) body.set(level, values[level])
  body.set('description', values.description.trim())
  if (form.subjectRequest) {
    for (const { field } of SUBJECT_FIELDS) body.set(field, values[field].trim())
  }
  if (form.numericField) body.set('numericValue', values.numericValue.trim())
  if (form.catalogField) body.set('catalogValueId', values.catalogValueId)
  if (form.textField) body.set('textValue', values.textValue.trim())
  if (form.firstCheckbox) body.set('firstCheck', String(values.firstCheck))
  if (form.secondCheckbox) body.set('secondCheck', String(values.secondCheck))
  evidence.forEach((file, index) => body.append(`evidence${index + 1}`, file.blob, file.name))
  return body
}

interface NewTicketFormProps {
  config: DeskConfig
  onCreated: (ticket: Ticket) => void
}

/**
 * Spec §3 "Ticket fields", driven by the desk's configuration: five dependent catalogs (a change
 * clears the levels below it), a description, the fields and checkboxes the chosen reason's form
 * asks for (a catalog field's options read again when its reason is chosen), and evidence up to its limit. Creating a ticket needs signal; a failure keeps the
 * form exactly as typed and the files chosen.
 */
export function NewTicketForm({ config, onCreated }: NewTicketFormProps) {
  const { t } = useLingui()
  const online = useOnline()
  const queryClient = useQueryClient()
  const [evidence, setEvidence] = useState<PickedFile[]>([])
  const [failure, setFailure] = useState<{ title: string; detail: string } | null>(null)

  const form = useAppForm({
    defaultValues: { areaId: '', issueTypeId: '', classificationId: '', subclassificationId: '', reasonId: '', ...NO_EXTRAS, description: '' } as NewTicketValues,
    onSubmit: async ({ value }) => {
      setFailure(null)
      const ticketForm = catalogChoices(config.areas, value).form
      if (!ticketForm) return
      if (evidenceRoom(evidence.length, ticketForm.maxEvidence).excess > 0) return
      if (!navigator.onLine) {
        setFailure({ title: t`Sin conexión: no se pudo crear el ticket.`, detail: t`Crear un ticket necesita conexión. Lo que escribiste y tus archivos se quedan aquí; envíalo cuando vuelva la señal.` })
        return
      }
      try {
        const ticket = await createTicket(ticketBody(config.accountNumber, value, ticketForm, evidence))
        await draft.clear()
        queryClient.setQueryData(assistanceQueries.ticket(ticket.id).queryKey, ticket)
        void queryClient.invalidateQueries({ queryKey: [...assistanceQueries.all, 'tickets'] })
        onCreated(ticket)
      } catch (error) {
        setFailure({ title: t`No se pudo crear el ticket.`, detail: refusalOf(error) ?? t`Revisa tu conexión e inténtalo de nuevo.` })
      }
    },
  })
  const submit = useSubmitOnce(form)
  // What was typed survives a reload or a crash (the evidence files are chosen again).
  const draft = useFormDraft(form, `new-ticket:${config.accountNumber}`)
  const values = useStore(form.store, (state) => state.values)
  const choices = catalogChoices(config.areas, values)
  const numeric = choices.form?.numericField
  const catalog = choices.form?.catalogField
  // The catalog field's options as offered now; the copy that came with /cnf until then, or with no signal.
  const activities = useQuery({ ...assistanceQueries.activities(catalog?.catalogId ?? 0), enabled: Boolean(catalog) })
  const catalogOptions = activities.data ?? catalog?.options ?? []
  // An option withdrawn since it was chosen (a restored draft) is chosen no more: the person picks again.
  const withdrawn = values.catalogValueId !== '' && activities.data !== undefined && !activities.data.some((option) => String(option.id) === values.catalogValueId)
  useEffect(() => {
    if (withdrawn) form.setFieldValue('catalogValueId', '')
  }, [withdrawn, form])
  const text = choices.form?.textField
  const subjectLabels = { subject: t`Materia`, subjectCode: t`Clave de la materia`, groupCode: t`Clave del grupo`, teacher: t`Profesor` }

  /** A new choice on one level empties the levels under it and the fields of the old reason's form. */
  const clearBelow = (level: LevelField) => {
    for (const lower of levelsBelow(level)) form.resetField(lower)
    for (const extra of EXTRA_FIELDS) form.resetField(extra)
  }

  const levels: Array<{ field: LevelField; label: string; options: typeof choices.areas; shown: boolean }> = [
    { field: 'areaId', label: t`Área`, options: choices.areas, shown: true },
    { field: 'issueTypeId', label: t`Tipo de problema`, options: choices.issueTypes, shown: values.areaId !== '' },
    { field: 'classificationId', label: t`Clasificación`, options: choices.classifications, shown: values.issueTypeId !== '' },
    { field: 'subclassificationId', label: t`Subclasificación`, options: choices.subclassifications, shown: values.classificationId !== '' },
    { field: 'reasonId', label: t`Motivo`, options: choices.reasons, shown: values.subclassificationId !== '' },
  ]

  return (
    <form
      noValidate
      aria-label={t`Nuevo ticket`}
      onSubmit={submit}
    >
      <form.AppForm>
        <Stack gap="5">
          <DraftNotice restored={draft.restored} note={<Trans>Los archivos de evidencia se eligen de nuevo.</Trans>} />
          {levels.map((level) =>
            level.shown ? (
              <form.AppField
                key={level.field}
                name={level.field}
                validators={{ onChange: ({ value }) => chosen(value) }}
                listeners={{ onChange: () => clearBelow(level.field) }}
              >
                {(field) => (
                  <field.SelectField
                    label={level.label}
                    required
                    placeholder={t`Elige una opción`}
                    options={asOptions(level.options)}
                  />
                )}
              </form.AppField>
            ) : null,
          )}
          <form.AppField
            name="description"
            validators={{
              onBlur: ({ value }) =>
                rules(required, notOnlyWhitespace, maxLength(DESCRIPTION_MAX), (text: string) =>
                  text.trim().length < DESCRIPTION_MIN ? t`Escribe al menos ${DESCRIPTION_MIN} caracteres` : undefined,
                )(value),
            }}
          >
            {(field) => <field.TextAreaField label={t`Descripción`} required maxLength={DESCRIPTION_MAX} />}
          </form.AppField>
          {choices.form ? (
            <>
              {choices.form.subjectRequest
                ? SUBJECT_FIELDS.map(({ field, maxLength: max }) => (
                    <form.AppField key={field} name={field} validators={{ onBlur: ({ value }) => rules(required, notOnlyWhitespace, maxLength(max))(value) }}>
                      {(input) => <input.TextField label={subjectLabels[field]} required maxLength={max} />}
                    </form.AppField>
                  ))
                : null}
              {numeric ? (
                <form.AppField name="numericValue" validators={{ onBlur: ({ value }) => rules(required, numberRule(numeric.min, numeric.max))(value) }}>
                  {(input) => <input.TextField label={numeric.label} required inputMode="decimal" maxLength={12} />}
                </form.AppField>
              ) : null}
              {catalog ? (
                <form.AppField name="catalogValueId" validators={{ onChange: ({ value }) => chosen(value) }}>
                  {(input) => (
                    <input.SelectField
                      label={catalog.label}
                      required
                      placeholder={t`Elige una opción`}
                      options={asOptions(catalogOptions)}
                    />
                  )}
                </form.AppField>
              ) : null}
              {text ? (
                <form.AppField name="textValue" validators={{ onBlur: ({ value }) => rules(required, notOnlyWhitespace, maxLength(text.maxLength))(value) }}>
                  {(input) => <input.TextField label={text.label} required maxLength={text.maxLength} />}
                </form.AppField>
              ) : null}
              {([['firstCheck', choices.form.firstCheckbox], ['secondCheck', choices.form.secondCheckbox]] as const).map(([name, box]) =>
                box ? (
                  <form.AppField key={name} name={name} validators={{ onChange: ({ value }) => (box.required && !value ? t`Marca esta casilla para continuar` : undefined) }}>
                    {(input) => <input.CheckboxField label={box.label} required={box.required} />}
                  </form.AppField>
                ) : null,
              )}
              <EvidencePicker files={evidence} max={choices.form.maxEvidence} rule={config.evidence} onChange={setEvidence} />
            </>
          ) : null}
          {!online ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>
                <Trans>Sin conexión. Puedes llenar el formulario; para crear el ticket necesitas señal.</Trans>
              </Alert.Title>
            </Alert.Root>
          ) : null}
          {failure ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Stack gap="1">
                <Alert.Title>{failure.title}</Alert.Title>
                <Alert.Description>{failure.detail}</Alert.Description>
              </Stack>
            </Alert.Root>
          ) : null}
          <Stack direction="row" justify="flex-end" gap="2">
            <Button asChild variant="outline">
              <Link to="/assistance">
                <Trans>Cancelar</Trans>
              </Link>
            </Button>
            <form.SubmitButton>
              <Trans>Crear ticket</Trans>
            </form.SubmitButton>
          </Stack>
        </Stack>
      </form.AppForm>
    </form>
  )
}
