import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { AddressFields, earliestProofDate, PROOF_MAX_MONTHS, type ContactAddress, type ContactType } from '@/contract/contact'
import { FileInput, type PickedFile } from '@/shared/files/file-input'
import { DraftNotice } from '@/shared/forms/draft-notice'
import { useFormDraft } from '@/shared/forms/form-draft'
import { fieldRule } from '@/shared/forms/pattern-messages'
import { chosen } from '@/shared/forms/rules'
import { isApiError, refusalOf } from '@/shared/http/api-error'
import { campusDay } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { Modal } from '@/shared/ui/modal'
import { sendAddress } from '../api'
import { addressBody, addressFormValues, PROOF_LIMITS, proofDateRule, type AddressFormValues } from '../logic'
import { contactQueries } from '../queries'
import { contactTypeLabel } from '../type-words'
import { AddressPlaceFields } from './address-place-fields'
import { useAddressForm } from './use-address-form'
import { useSubmitOnce } from '@/shared/forms/submit-once'

const streetRule = fieldRule(AddressFields.street)
const exteriorRule = fieldRule(AddressFields.exteriorNumber)
const interiorRule = fieldRule(AddressFields.interiorNumber)
const proofRule = proofDateRule()

interface AddressDialogProps {
  accountNumber: string
  /** The address types a student may give. */
  types: readonly ContactType[]
  /** The address to change; none for a new one. */
  address?: ContactAddress
  onClose: () => void
}

/**
 * Spec §2 "contact", §5: a new address, or a change of one, with its proof of address (a service
 * receipt at most 3 months old), sent as a request the university reviews. Checked field by field
 * as the server checks it; kept as a draft while open (the proof's file is chosen again after a
 * reload); a refusal is said in the form and nothing typed is lost. Sending needs signal: contact
 * data is written online only, so with none the button is off and says why.
 */
export function AddressDialog({ accountNumber, types, address, onClose }: AddressDialogProps) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const queryClient = useQueryClient()
  const offlineId = useId()
  const [proof, setProof] = useState<PickedFile | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const key = useRef(crypto.randomUUID())
  const choices = types.filter((type) => type.kind === 'address' && type.editable)

  const send = async (values: AddressFormValues) => {
    if (!proof) return
    setProblem(null)
    try {
      const saved = await sendAddress(addressBody(accountNumber, values, proof, address?.id), address !== undefined, key.current)
      await draft.clear()
      queryClient.setQueryData(contactQueries.contacts(accountNumber).queryKey, { data: saved, savedAt: null })
      onClose()
    } catch (error) {
      const refusal = refusalOf(error)
      // A request sent meanwhile (another device) shows on the screen behind the dialog.
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: contactQueries.contacts(accountNumber).queryKey })
      const offline = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
      setProblem(refusal ?? (offline ? t`Sin conexión: tu domicilio no se envió. Lo que escribiste sigue aquí.` : t`No se pudo enviar tu domicilio. Inténtalo de nuevo.`))
    }
  }
  const form = useAddressForm(addressFormValues(choices[0]?.id, address), send)
  const draft = useFormDraft(form, `address:${accountNumber}:${address?.id ?? 'new'}`)
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const attempted = useStore(form.store, (state) => state.submissionAttempts > 0)

  const title = address ? t`Cambiar domicilio` : t`Agregar domicilio`
  const today = campusDay(Date.now())
  const months = PROOF_MAX_MONTHS
  const submit = useSubmitOnce(form)
  return (
    <Modal
      open
      title={title}
      size="lg"
      onClose={submitting ? undefined : onClose}
      footer={
        <HStack gap="3">
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button colorPalette="brand" onClick={() => submit()} loading={submitting} disabled={!online} aria-describedby={online ? undefined : offlineId}>
            <Trans>Enviar a revisión</Trans>
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <form
          noValidate
          aria-label={title}
          onSubmit={submit}
        >
          <form.AppForm>
            <Stack gap="4">
              <DraftNotice restored={draft.restored} note={<Trans>El comprobante se adjunta de nuevo.</Trans>} />
              <Text m="0" fontSize="sm" color="fg.muted">
                <Trans>La universidad revisa tu domicilio con su comprobante; la revisión tarda de 3 a 5 días.</Trans>
              </Text>
              <form.AppField name="typeId" validators={{ onChange: ({ value }) => chosen(value) }}>
                {(field) => (
                  <field.SelectField
                    label={t`Tipo`}
                    required
                    placeholder={t`Seleccione una opción`}
                    options={choices.map((type) => ({ value: String(type.id), label: contactTypeLabel(type.name, i18n) }))}
                  />
                )}
              </form.AppField>
              <form.AppField name="street" validators={{ onChange: ({ value }) => streetRule(value) }}>
                {(field) => <field.TextField label={t`Calle`} required autoComplete="address-line1" />}
              </form.AppField>
              <HStack gap="3" align="flex-start">
                <form.AppField name="exteriorNumber" validators={{ onChange: ({ value }) => exteriorRule(value) }}>
                  {(field) => <field.TextField label={t`Número exterior`} required maxLength={30} />}
                </form.AppField>
                <form.AppField name="interiorNumber" validators={{ onChange: ({ value }) => interiorRule(value) }}>
                  {(field) => <field.TextField label={t`Número interior (opcional)`} maxLength={30} />}
                </form.AppField>
              </HStack>
              <AddressPlaceFields form={form} />
              <FileInput
                label={t`Comprobante de domicilio`}
                hint={t`Un recibo de luz, agua, gas, teléfono o internet de máximo ${months} meses.`}
                limits={PROOF_LIMITS}
                value={proof}
                onChange={setProof}
                photos={{ documentName: t`Comprobante de domicilio` }}
              />
              {attempted && !proof ? (
                <Text m="0" color="fg.error" fontSize="sm" role="alert">
                  <Trans>Adjunta tu comprobante de domicilio.</Trans>
                </Text>
              ) : null}
              <form.AppField name="proofDate" validators={{ onChange: ({ value }) => proofRule(value) }}>
                {(field) => (
                  <field.DateField
                    label={t`Fecha del comprobante`}
                    required
                    min={earliestProofDate(today)}
                    max={today}
                    helper={t`La fecha en que se emitió el recibo.`}
                  />
                )}
              </form.AppField>
            </Stack>
          </form.AppForm>
        </form>
        {!online ? (
          <Text id={offlineId} m="0" role="status">
            <Trans>Sin conexión: enviar tu domicilio necesita internet. Lo que escribes se queda en este dispositivo.</Trans>
          </Text>
        ) : null}
        {problem ? <FailureAlert>{problem}</FailureAlert> : null}
      </Stack>
    </Modal>
  )
}
