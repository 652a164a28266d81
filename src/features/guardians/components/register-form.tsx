import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import {
  curpMatchesName, EXPEDITION_PLACES, expeditionPlaceOf, GUARDIAN_DOCUMENT_EXTENSIONS, GUARDIAN_MIN_AGE, GuardianFields, isOfAge,
  MISMATCH_MESSAGES, RELATIONSHIPS, type GuardianKind,
} from '@/contract/guardians'
import { recordAction } from '@/shared/binnacle/record'
import { FileInput, type PickedFile } from '@/shared/files/file-input'
import { DraftNotice } from '@/shared/forms/draft-notice'
import { useFormDraft } from '@/shared/forms/form-draft'
import { useAppForm } from '@/shared/forms/form-kit'
import { useSubmitOnce } from '@/shared/forms/submit-once'
import { fieldRule } from '@/shared/forms/pattern-messages'
import { chosen, required } from '@/shared/forms/rules'
import { isApiError, refusalOf } from '@/shared/http/api-error'
import { campusDay } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { registerGuardian } from '../api'
import { EMPTY_GUARDIAN, RELATIONSHIP_LABELS, registrationForm, type GuardianValues } from '../logic'
import { guardianQueries } from '../queries'
import { SHORT_TEXT_MAX_CHARS } from '@/contract/field-patterns'

const DOCUMENT_LIMITS = { allowedExtensions: GUARDIAN_DOCUMENT_EXTENSIONS, maxSizeMb: 5 } as const
const PLACES = EXPEDITION_PLACES.map((place) => ({ value: place, label: place }))

const rule = {
  givenNames: fieldRule(GuardianFields.givenNames),
  paternalSurname: fieldRule(GuardianFields.paternalSurname),
  maternalSurname: fieldRule(GuardianFields.maternalSurname),
  curp: fieldRule(GuardianFields.curp),
  personalEmail: fieldRule(GuardianFields.personalEmail),
  mobile: fieldRule(GuardianFields.mobile),
  company: fieldRule(GuardianFields.company),
  jobTitle: fieldRule(GuardianFields.jobTitle),
  occupation: fieldRule(GuardianFields.occupation),
  officePhone: fieldRule(GuardianFields.officePhone),
  extension: fieldRule(GuardianFields.extension),
}


/**
 * Spec §2, §3, §5: a person registered as tutor or economic responsible, with the fields of §3,
 * each checked as the server checks it (the CURP's initials against the name, and of age by the
 * CURP's date, before sending), and their identity document. A draft is kept while the form is
 * open; a refusal shows the server's sentence and keeps everything typed and the file.
 */
export function RegisterForm({ kind, accountNumber, onDone, onCancel }: {
  kind: GuardianKind
  accountNumber: string
  onDone: () => void
  onCancel: () => void
}) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const queryClient = useQueryClient()
  const [document, setDocument] = useState<PickedFile | null>(null)
  const [missingDocument, setMissingDocument] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: EMPTY_GUARDIAN as GuardianValues,
    onSubmit: async ({ value }) => {
      setProblem(null)
      if (!document) {
        setMissingDocument(true)
        return
      }
      try {
        const saved = await registerGuardian(registrationForm(accountNumber, kind, value, document))
        void recordAction('update', { service: 'Información del alumno', detail: kind === 'tutor' ? 'Registro de tutor' : 'Registro de responsable económico' })
        await draft.clear()
        queryClient.setQueryData(guardianQueries.list(accountNumber, kind).queryKey, { data: saved, savedAt: null })
        onDone()
      } catch (error) {
        const refusal = refusalOf(error)
        if (refusal === MISMATCH_MESSAGES[kind]) {
          setProblem(kind === 'tutor'
            ? t`No se pudo registrar al tutor: los datos no coinciden con los documentos cargados.`
            : t`No se pudo registrar al responsable económico: los datos no coinciden con los documentos cargados.`)
        } else if (isApiError(error) && error.kind === 'network') {
          setProblem(t`Sin conexión: el registro no se envió. Lo que escribiste y el documento siguen aquí.`)
        } else {
          setProblem(refusal ?? t`No se pudo enviar el registro. Inténtalo de nuevo.`)
        }
      }
    },
    onSubmitInvalid: () => {
      if (!document) setMissingDocument(true)
    },
  })
  const submit = useSubmitOnce(form)
  const draft = useFormDraft(form, `guardian:${kind}:${accountNumber}`)
  const names = () => ({
    givenNames: form.getFieldValue('givenNames'),
    paternalSurname: form.getFieldValue('paternalSurname'),
    maternalSurname: form.getFieldValue('maternalSurname'),
  })
  const curpRule = (value: string) => {
    const format = rule.curp(value)
    if (format) return format
    const curp = value.trim().toUpperCase()
    const typed = names()
    if (typed.givenNames.trim() !== '' && typed.paternalSurname.trim() !== '' && !curpMatchesName(curp, typed)) {
      return t`La CURP no corresponde al nombre y los apellidos escritos: revisa ambos.`
    }
    // Age on the campuses' calendar day, the day the server measures it on.
    if (!isOfAge(curp, campusDay(Date.now()))) return t`Debe ser mayor de edad (${GUARDIAN_MIN_AGE} años o más, según su CURP).`
    return undefined
  }
  const who = kind === 'tutor' ? t`Registro de tutor` : t`Registro de responsable económico`

  return (
    <form
      noValidate
      aria-label={who}
      onSubmit={submit}
    >
      <form.AppForm>
        <Stack gap="5">
          <DraftNotice restored={draft.restored} note={<Trans>Vuelve a adjuntar el documento.</Trans>} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <form.AppField name="givenNames" validators={{ onChange: ({ value }) => rule.givenNames(value) }}>
              {(field) => <field.TextField label={t`Nombre(s)`} required autoComplete="off" />}
            </form.AppField>
            <form.AppField name="paternalSurname" validators={{ onChange: ({ value }) => rule.paternalSurname(value) }}>
              {(field) => <field.TextField label={t`Apellido paterno`} required autoComplete="off" />}
            </form.AppField>
            <form.AppField name="maternalSurname" validators={{ onChange: ({ value }) => rule.maternalSurname(value) }}>
              {(field) => <field.TextField label={t`Apellido materno`} helper={t`Déjalo vacío si no tiene.`} autoComplete="off" />}
            </form.AppField>
            <form.AppField
              name="curp"
              validators={{ onChangeListenTo: ['givenNames', 'paternalSurname', 'maternalSurname'], onChange: ({ value }) => curpRule(value) }}
            >
              {(field) => <field.TextField label={t`CURP`} required uppercase maxLength={18} helper={t`18 caracteres, como en su identificación.`} autoComplete="off" />}
            </form.AppField>
            <form.AppField name="relationship" validators={{ onChange: ({ value }) => chosen(value) }}>
              {(field) => (
                <field.SelectField
                  label={t`Parentesco`}
                  required
                  placeholder={t`Seleccione una opción`}
                  options={RELATIONSHIPS.map((code) => ({ value: code, label: i18n._(RELATIONSHIP_LABELS[code]) }))}
                />
              )}
            </form.AppField>
            <form.AppField
              name="expeditionPlace"
              validators={{ onChange: ({ value }) => required(value) ?? (expeditionPlaceOf(value) ? undefined : t`Elige un estado de la lista, o Extranjero.`) }}
            >
              {(field) => <field.AutocompleteField label={t`Lugar de expedición de la identificación`} required values={PLACES} helper={t`Escribe más de 3 letras del estado.`} />}
            </form.AppField>
            <form.AppField name="personalEmail" validators={{ onChange: ({ value }) => rule.personalEmail(value) }}>
              {(field) => <field.TextField label={t`Correo electrónico personal`} required inputMode="email" autoComplete="off" />}
            </form.AppField>
            <form.AppField name="mobile" validators={{ onChange: ({ value }) => rule.mobile(value) }}>
              {(field) => <field.TextField label={t`Celular`} required inputMode="tel" maxLength={10} helper={t`10 dígitos.`} autoComplete="off" />}
            </form.AppField>
            <form.AppField name="occupation" validators={{ onChange: ({ value }) => rule.occupation(value) }}>
              {(field) => <field.TextField label={t`Ocupación`} required helper={t`Hasta ${SHORT_TEXT_MAX_CHARS} caracteres.`} autoComplete="off" />}
            </form.AppField>
            <form.AppField name="company" validators={{ onChange: ({ value }) => rule.company(value) }}>
              {(field) => <field.TextField label={t`Empresa (opcional)`} autoComplete="off" />}
            </form.AppField>
            <form.AppField name="jobTitle" validators={{ onChange: ({ value }) => rule.jobTitle(value) }}>
              {(field) => <field.TextField label={t`Puesto (opcional)`} helper={t`Hasta ${SHORT_TEXT_MAX_CHARS} caracteres.`} autoComplete="off" />}
            </form.AppField>
            <form.AppField name="officePhone" validators={{ onChange: ({ value }) => rule.officePhone(value) }}>
              {(field) => <field.TextField label={t`Teléfono de oficina (opcional)`} inputMode="tel" maxLength={16} autoComplete="off" />}
            </form.AppField>
            <form.AppField
              name="extension"
              validators={{
                onChangeListenTo: ['officePhone'],
                onChange: ({ value }) =>
                  rule.extension(value) ?? (value.trim() !== '' && form.getFieldValue('officePhone').trim() === '' ? t`Escribe también el teléfono de oficina.` : undefined),
              }}
            >
              {(field) => <field.TextField label={t`Extensión (opcional)`} inputMode="numeric" maxLength={16} autoComplete="off" />}
            </form.AppField>
          </SimpleGrid>
          <Stack gap="1">
            <FileInput
              label={t`Identificación oficial`}
              hint={t`INE, pasaporte o cédula profesional vigente de la persona. PDF, JPG o PNG de hasta 5 MB.`}
              limits={DOCUMENT_LIMITS}
              value={document}
              onChange={(file) => {
                setDocument(file)
                if (file) setMissingDocument(false)
              }}
              photos={{ documentName: t`Identificación oficial` }}
            />
            {missingDocument && !document ? (
              <Text m="0" color="fg.error" fontSize="sm" role="alert">
                <Trans>Adjunta la identificación oficial de la persona.</Trans>
              </Text>
            ) : null}
          </Stack>
          <Text m="0" fontSize="sm" color="fg.muted">
            <Trans>La universidad revisa el registro y el documento en 3 a 5 días hábiles; te avisaremos con una notificación.</Trans>
          </Text>
          {!online ? (
            <Text m="0" role="status">
              <Trans>Sin conexión: enviar el registro necesita internet. Lo que escribas se queda en este dispositivo.</Trans>
            </Text>
          ) : null}
          {problem ? <FailureAlert>{problem}</FailureAlert> : null}
          <HStack gap="3" flexWrap="wrap">
            <form.SubmitButton>
              <Trans>Enviar a revisión</Trans>
            </form.SubmitButton>
            <Button variant="ghost" onClick={() => void draft.clear().then(onCancel)}>
              <Trans>Cancelar</Trans>
            </Button>
          </HStack>
        </Stack>
      </form.AppForm>
    </form>
  )
}
