import { Alert, DataList, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { FiscalCatalogs, FiscalData } from '@/contract/fiscal'
import { LettersText, RfcFisica, RfcMoral, SocialReason, ZipCode } from '@/contract/field-patterns'
import { DraftNotice } from '@/shared/forms/draft-notice'
import { useFormDraft } from '@/shared/forms/form-draft'
import { useAppForm } from '@/shared/forms/form-kit'
import { useSubmitOnce } from '@/shared/forms/submit-once'
import { fieldRule } from '@/shared/forms/pattern-messages'
import { chosen } from '@/shared/forms/rules'
import { recordAction } from '@/shared/binnacle/record'
import { isApiError, refusalOf } from '@/shared/http/api-error'
import { formatDate } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { StudentScreen } from '@/shared/session/student-screen'
import { useServiceActions } from '@/shared/session/use-service-actions'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { QueryView } from '@/shared/ui/query-view'
import { SectionCard } from '@/shared/ui/section-card'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { SERVER_LANGUAGE } from '@/shared/i18n/locales'
import type { SelectedStudent } from '@/contract/user'
import { saveFiscalData } from '../api'
import { bodyOf, regimesFor, usesFor, valuesOf, type FiscalValues } from '../logic'
import { fiscalQueries } from '../queries'

/** The SAT's catalogs, as the tax authority words them: in Spanish whatever the portal's language. */
const asOptions = (entries: readonly { code: string; description: string }[]) =>
  entries.map((entry) => ({ value: entry.code, label: `${entry.code} · ${entry.description}`, lang: SERVER_LANGUAGE }))

const rfcRule = (personType: FiscalValues['personType']) => fieldRule(personType === 'MORAL' ? RfcMoral : RfcFisica)
const nameRule = (personType: FiscalValues['personType']) => fieldRule(personType === 'MORAL' ? SocialReason : LettersText)
const zipRule = fieldRule(ZipCode)

/** The saved record, as the invoice would carry it. */
function Saved({ data, catalogs }: { data: NonNullable<FiscalData['data']>; catalogs: FiscalCatalogs }) {
  const { t } = useLingui()
  const regime = catalogs.regimes.find((entry) => entry.code === data.taxRegime)
  const use = catalogs.cfdiUses.find((entry) => entry.code === data.cfdiUse)
  const rows: Array<[string, string]> = [
    [t`Tipo de persona`, data.personType === 'MORAL' ? t`Persona moral` : data.personType === 'FISICA' ? t`Persona física` : t`Sin indicar`],
    [t`RFC`, data.rfc],
    [data.personType === 'MORAL' ? t`Razón social` : t`Nombre`, data.name],
    [t`Régimen fiscal`, regime ? `${regime.code} · ${regime.description}` : data.taxRegime],
    [t`Código postal`, data.zipCode],
    [t`Uso del CFDI`, use ? `${use.code} · ${use.description}` : data.cfdiUse],
  ]
  return (
    <DataList.Root orientation="horizontal" gap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}

/** The form: fields checked by the same patterns as the server, the catalogs narrowed by person type and regime, a draft kept while it is open. */
function FiscalForm({ student, saved, catalogs }: { student: SelectedStudent; saved: FiscalData; catalogs: FiscalCatalogs }) {
  const { t } = useLingui()
  const online = useOnline()
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const form = useAppForm({
    defaultValues: valuesOf(saved.data),
    onSubmit: async ({ value }) => {
      setProblem(null)
      setDone(false)
      try {
        const answer = await saveFiscalData(bodyOf(student.accountNumber, value))
        void recordAction('update', { service: 'Información fiscal', detail: 'Datos fiscales' })
        await draft.clear()
        queryClient.setQueryData(fiscalQueries.data(student.accountNumber).queryKey, { data: answer, savedAt: null })
        setDone(true)
      } catch (error) {
        const offline = isApiError(error) && error.kind === 'network'
        setProblem(offline ? t`Sin conexión: tus datos fiscales no se guardaron. Lo que escribiste sigue aquí.` : (refusalOf(error) ?? t`No se pudieron guardar tus datos fiscales.`))
      }
    },
  })
  const submit = useSubmitOnce(form)
  const draft = useFormDraft(form, `fiscal:${student.accountNumber}`)
  const values = useStore(form.store, (state) => state.values)
  const moral = values.personType === 'MORAL'

  return (
    <form
      noValidate
      aria-label={t`Tus datos para facturar`}
      onSubmit={submit}
    >
      <form.AppForm>
        <Stack gap="5">
          <DraftNotice restored={draft.restored} />
          <form.AppField
            name="personType"
            validators={{ onChange: ({ value }) => chosen(value) }}
            listeners={{
              onChange: () => {
                form.resetField('taxRegime')
                form.resetField('cfdiUse')
              },
            }}
          >
            {(field) => (
              <field.SelectField
                label={t`Tipo de persona`}
                required
                placeholder={t`Seleccione una opción`}
                options={[
                  { value: 'FISICA', label: t`Persona física` },
                  { value: 'MORAL', label: t`Persona moral (empresa)` },
                ]}
              />
            )}
          </form.AppField>
          <form.AppField
            name="rfc"
            validators={{ onChangeListenTo: ['personType'], onChange: ({ value, fieldApi }) => rfcRule(fieldApi.form.getFieldValue('personType'))(value) }}
          >
            {(field) => (
              <field.TextField
                label={t`RFC`}
                required
                uppercase
                maxLength={13}
                helper={moral ? t`12 caracteres, como en tu constancia de situación fiscal.` : t`13 caracteres, como en tu constancia de situación fiscal.`}
              />
            )}
          </form.AppField>
          <form.AppField
            name="name"
            validators={{ onChangeListenTo: ['personType'], onChange: ({ value, fieldApi }) => nameRule(fieldApi.form.getFieldValue('personType'))(value) }}
          >
            {(field) => <field.TextField label={moral ? t`Razón social` : t`Nombre completo`} required helper={t`Tal como aparece en tu constancia de situación fiscal, sin régimen societario.`} />}
          </form.AppField>
          <form.AppField name="taxRegime" validators={{ onChange: ({ value }) => chosen(value) }} listeners={{ onChange: () => form.resetField('cfdiUse') }}>
            {(field) => (
              <field.SelectField
                label={t`Régimen fiscal`}
                required
                placeholder={values.personType ? t`Seleccione una opción` : t`Primero elige el tipo de persona`}
                options={asOptions(regimesFor(catalogs, values.personType))}
              />
            )}
          </form.AppField>
          <form.AppField name="zipCode" validators={{ onChange: ({ value }) => zipRule(value) }}>
            {(field) => <field.TextField label={t`Código postal del domicilio fiscal`} required inputMode="numeric" maxLength={5} autoComplete="postal-code" />}
          </form.AppField>
          <form.AppField name="cfdiUse" validators={{ onChange: ({ value }) => chosen(value) }}>
            {(field) => (
              <field.SelectField
                label={t`Uso del CFDI`}
                required
                placeholder={values.taxRegime ? t`Seleccione una opción` : t`Primero elige el régimen fiscal`}
                options={asOptions(usesFor(catalogs, values.personType, values.taxRegime))}
              />
            )}
          </form.AppField>
          <form.SubmitButton>
            <Trans>Guardar datos fiscales</Trans>
          </form.SubmitButton>
          {!online ? (
            <Text m="0" role="status">
              <Trans>Sin conexión: guardar necesita internet. Lo que escribas se queda en este dispositivo.</Trans>
            </Text>
          ) : null}
          {done ? (
            <Text m="0" role="status" fontWeight="semibold">
              <Trans>Tus datos fiscales se guardaron. Tus próximos recibos se podrán facturar con ellos.</Trans>
            </Text>
          ) : null}
          {problem ? <FailureAlert>{problem}</FailureAlert> : null}
        </Stack>
      </form.AppForm>
    </form>
  )
}

function FiscalContent({ student }: { student: SelectedStudent }) {
  const { i18n } = useLingui()
  const actions = useServiceActions('/fiscal-information')
  const data = useQuery(fiscalQueries.data(student.accountNumber))
  const catalogs = useQuery(fiscalQueries.catalogs())
  return (
    <SnapshotView
      query={data}
      notDownloaded={<Trans>Sin conexión. Tus datos fiscales aún no se han descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudieron cargar tus datos fiscales.</Trans>}
    >
      {(fiscal) => (
        <QueryView
          query={catalogs}
          notDownloaded={<Trans>Sin conexión: los catálogos del SAT se cargan con señal.</Trans>}
          failed={<Trans>No se pudieron cargar los catálogos fiscales.</Trans>}
        >
          {(sat) => (
            <Stack gap="6">
              {fiscal.data && fiscal.data.personType !== '99' ? (
                <SectionCard title={<Trans>Tus datos fiscales</Trans>}>
                  <Saved data={fiscal.data} catalogs={sat} />
                  {fiscal.updatedAt ? (
                    <Text m="0" fontSize="sm" color="fg.muted">
                      <Trans>Actualizados el {formatDate(fiscal.updatedAt, i18n.locale, { dateStyle: 'long' })}</Trans>
                    </Text>
                  ) : null}
                </SectionCard>
              ) : (
                <Alert.Root status="info" variant="subtle">
                  <Alert.Indicator />
                  <Alert.Title>
                    {fiscal.data ? (
                      <Trans>Indica si eres persona física o moral para completar tus datos fiscales.</Trans>
                    ) : (
                      <Trans>Aún no registras datos fiscales: tus recibos no se pueden facturar.</Trans>
                    )}
                  </Alert.Title>
                </Alert.Root>
              )}
              {actions?.Editar ? (
                <SectionCard title={fiscal.data ? <Trans>Cambiar datos fiscales</Trans> : <Trans>Registrar datos fiscales</Trans>}>
                  <FiscalForm student={student} saved={fiscal} catalogs={sat} />
                </SectionCard>
              ) : null}
            </Stack>
          )}
        </QueryView>
      )}
    </SnapshotView>
  )
}

/** Menu key fiscal-information: who the student's receipts are invoiced to (CFDI 4.0). */
export function FiscalScreen() {
  const { t } = useLingui()
  return (
    <StudentScreen title={<Trans>Datos fiscales</Trans>} width="3xl" needsStudent={t`Elige un alumno y su carrera para ver sus datos fiscales.`}>
      {(student) => <FiscalContent student={student} />}
    </StudentScreen>
  )
}
