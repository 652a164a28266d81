import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useEffect, useRef, useState } from 'react'
import { LettersText } from '@/contract/field-patterns'
import {
  changesBetween, DOCUMENT_EXTENSIONS, DOCUMENT_MAX_MB, MARITAL_STATUSES, needsDocument, PersonalFields, valuesOfRecord, type PersonalInformation,
} from '@/contract/personal-information'
import { FileInput, type PickedFile } from '@/shared/files/file-input'
import { DraftNotice } from '@/shared/forms/draft-notice'
import { useFormDraft } from '@/shared/forms/form-draft'
import { useAppForm } from '@/shared/forms/form-kit'
import { useSubmitOnce } from '@/shared/forms/submit-once'
import { fieldRule } from '@/shared/forms/pattern-messages'
import { chosen, required } from '@/shared/forms/rules'
import { isApiError, refusalOf } from '@/shared/http/api-error'
import { useOnline } from '@/shared/offline/use-online'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { sendPersonalChange } from '../api'
import { birthDateRule, documentNeeded, FIELD_LABELS, MARITAL_STATUS_LABELS, requestBody } from '../logic'

const lettersRule = fieldRule(LettersText)
const maternalRule = fieldRule(PersonalFields.maternalSurname)
const DOCUMENT_LIMITS = { allowedExtensions: DOCUMENT_EXTENSIONS, maxSizeMb: DOCUMENT_MAX_MB }

export interface ChangeRequestFormProps {
  info: PersonalInformation
  /** The server took the request: its answer, with the request pending. */
  onSent: (answer: PersonalInformation) => void
  onCancel: () => void
  /** Opened by the person just now: the first field takes the focus (not on a reload that finds it open). */
  focusFirst?: boolean
}

/**
 * Spec §2 "personal", §5: the values to change, starting from the record, checked by the same
 * patterns as the server (the age rule against today); the official document is asked for, and
 * required, as soon as a name, a surname or the marital status differs. What is typed is kept as a
 * draft while the form is open; a refusal of the server is said and nothing typed is lost.
 */
export function ChangeRequestForm({ info, onSent, onCancel, focusFirst = false }: ChangeRequestFormProps) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const [officialDocument, setOfficialDocument] = useState<PickedFile | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const key = useRef(crypto.randomUUID())
  const accountNumber = info.accountNumber
  const formElement = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (focusFirst) formElement.current?.querySelector('input')?.focus()
  }, [focusFirst])

  const form = useAppForm({
    defaultValues: valuesOfRecord(info.record),
    onSubmit: async ({ value }) => {
      setProblem(null)
      const changes = changesBetween(info.record, value)
      if (changes.length === 0) {
        setProblem(t`Cambia al menos un dato antes de enviar la solicitud.`)
        return
      }
      const withDocument = needsDocument(changes)
      // The document's own message says what is missing.
      if (withDocument && !officialDocument) return
      try {
        const answer = await sendPersonalChange(requestBody(accountNumber, value, withDocument ? officialDocument : null), key.current)
        await draft.clear()
        key.current = crypto.randomUUID()
        onSent(answer)
      } catch (error) {
        const offline = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
        setProblem(offline ? t`Sin conexión: tu solicitud no se envió. Lo que escribiste sigue aquí.` : (refusalOf(error) ?? t`No se pudo enviar tu solicitud. Inténtalo de nuevo.`))
      }
    },
  })
  const submit = useSubmitOnce(form)
  const draft = useFormDraft(form, `personal-information:${accountNumber}`)
  const values = useStore(form.store, (state) => state.values)
  const attempted = useStore(form.store, (state) => state.submissionAttempts > 0)
  const withDocument = documentNeeded(info, values)
  const documentMissing = withDocument && !officialDocument && attempted ? required('') : undefined
  const maritalOptions = MARITAL_STATUSES.map((status) => ({ value: status, label: i18n._(MARITAL_STATUS_LABELS[status]) }))

  return (
    <form
      ref={formElement}
      noValidate
      aria-label={t`Solicitud de cambio de datos personales`}
      onSubmit={submit}
    >
      <form.AppForm>
        <Stack gap="5">
          <DraftNotice restored={draft.restored} note={withDocument ? <Trans>Vuelve a elegir el documento oficial: no se guarda en el borrador.</Trans> : null} />
          <Text m="0" color="fg.muted">
            <Trans>Cambia solo lo que no coincide con tus documentos. Un cambio de nombre, apellidos o estado civil necesita un documento oficial.</Trans>
          </Text>
          <form.AppField name="givenNames" validators={{ onChange: ({ value }) => lettersRule(value) }}>
            {(field) => <field.TextField label={i18n._(FIELD_LABELS.givenNames)} required autoComplete="given-name" />}
          </form.AppField>
          <form.AppField name="paternalSurname" validators={{ onChange: ({ value }) => lettersRule(value) }}>
            {(field) => <field.TextField label={i18n._(FIELD_LABELS.paternalSurname)} required autoComplete="family-name" />}
          </form.AppField>
          <form.AppField name="maternalSurname" validators={{ onChange: ({ value }) => maternalRule(value) }}>
            {(field) => <field.TextField label={i18n._(FIELD_LABELS.maternalSurname)} helper={t`Déjalo vacío si tienes un solo apellido.`} />}
          </form.AppField>
          <form.AppField name="maritalStatus" validators={{ onChange: ({ value }) => chosen(value) }}>
            {(field) => <field.SelectField label={i18n._(FIELD_LABELS.maritalStatus)} required placeholder={t`Seleccione una opción`} options={maritalOptions} />}
          </form.AppField>
          <form.AppField name="birthDate" validators={{ onChange: ({ value }) => birthDateRule(new Date())(value) }}>
            {(field) => <field.DateField label={i18n._(FIELD_LABELS.birthDate)} required autoComplete="bday" helper={t`Tu edad debe estar entre 10 y 120 años.`} />}
          </form.AppField>
          <form.AppField name="nationality" validators={{ onChange: ({ value }) => lettersRule(value) }}>
            {(field) => <field.TextField label={i18n._(FIELD_LABELS.nationality)} required />}
          </form.AppField>
          <form.AppField name="birthPlace" validators={{ onChange: ({ value }) => lettersRule(value) }}>
            {(field) => <field.TextField label={i18n._(FIELD_LABELS.birthPlace)} required helper={t`El estado o el país donde naciste.`} />}
          </form.AppField>
          {withDocument ? (
            <Stack gap="1">
              <FileInput
                label={t`Documento oficial`}
                hint={t`Acta de nacimiento o de matrimonio, sentencia o identificación oficial que muestre el cambio. PDF, JPG o PNG de hasta ${DOCUMENT_MAX_MB} MB.`}
                limits={DOCUMENT_LIMITS}
                value={officialDocument}
                onChange={setOfficialDocument}
                photos={{ documentName: t`Documento oficial` }}
              />
              {documentMissing ? (
                <Text m="0" color="fg.error" fontSize="sm" role="alert">
                  {documentMissing}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          <HStack gap="3" flexWrap="wrap">
            <form.SubmitButton disabled={!online}>
              <Trans>Enviar solicitud</Trans>
            </form.SubmitButton>
            <Button
              variant="outline"
              onClick={() => {
                void draft.clear().then(onCancel)
              }}
            >
              <Trans>Cancelar</Trans>
            </Button>
          </HStack>
          {!online ? (
            <Text m="0" role="status">
              <Trans>Sin conexión: enviar la solicitud necesita internet. Lo que escribiste se queda en este dispositivo.</Trans>
            </Text>
          ) : null}
          {problem ? <FailureAlert>{problem}</FailureAlert> : null}
        </Stack>
      </form.AppForm>
    </form>
  )
}
