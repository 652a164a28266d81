import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { ContactExtension, ContactPhoneNumber, OTP_CODE_LENGTH, WRONG_CODE_MESSAGE, type ContactType, type OtpSent } from '@/contract/contact'
import { Email } from '@/contract/field-patterns'
import { useAppForm } from '@/shared/forms/form-kit'
import { useSubmitOnce } from '@/shared/forms/submit-once'
import { fieldRule } from '@/shared/forms/pattern-messages'
import { chosen } from '@/shared/forms/rules'
import { refusalOf } from '@/shared/http/api-error'
import { beforePeriod, formatDate } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { Modal } from '@/shared/ui/modal'
import { useOneTap } from '@/shared/ui/use-one-tap'
import { useNow } from '@/shared/ui/use-now'
import { addContact, sendCode, verifyCode } from '../api'
import { contactQueries } from '../queries'
import { contactTypeLabel } from '../type-words'

export type AddKind = 'phone' | 'email'

interface Entered {
  typeId: string
  value: string
  extension: string
}

const phoneRule = fieldRule(ContactPhoneNumber)
const emailRule = fieldRule(Email)
const extensionRule = fieldRule(ContactExtension)

/**
 * Spec §2 "contact": a new phone or email, confirmed with a one-time code sent to it (its expiry
 * and the wait before another code shown), then saved with the code's confirmation. What was
 * typed stays while the code comes and goes; a wrong code says so and lets the person try again.
 */
export function AddContactDialog({ kind, accountNumber, types, onClose }: { kind: AddKind; accountNumber: string; types: readonly ContactType[]; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const queryClient = useQueryClient()
  const codeId = useId()
  const choices = types.filter((type) => type.kind === kind && type.editable)
  const [sent, setSent] = useState<OtpSent | null>(null)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const key = useRef(crypto.randomUUID())
  // The resend wait counts seconds only once a code is on its way.
  const now = useNow(sent ? 1000 : 60_000)
  const form = useAppForm({
    defaultValues: { typeId: String(choices[0]?.id ?? ''), value: '', extension: '' } as Entered,
    onSubmit: ({ value }) => askCode(value),
  })
  const submit = useSubmitOnce(form)
  const waitSeconds = sent ? Math.max(0, Math.ceil((Date.parse(sent.resendAfter) - now.getTime()) / 1000)) : 0

  const reason = (error: unknown, fallback: string) => {
    const refusal = refusalOf(error)
    // Spec §5's sentence for a wrong code, in the person's language.
    if (refusal === WRONG_CODE_MESSAGE) return t`El código es incorrecto. Inténtalo de nuevo.`
    return refusal ?? (online ? fallback : t`Sin conexión: confirmar un dato necesita internet. Lo que escribiste sigue aquí.`)
  }

  const askCode = async (entered: Entered) => {
    setBusy(true)
    setProblem(null)
    try {
      const destination = entered.value.trim()
      setSent(await sendCode(kind === 'phone' ? { accountNumber, channel: 'sms', destination } : { accountNumber, channel: 'email', destination }))
      setCode('')
    } catch (error) {
      setProblem(reason(error, t`No se pudo enviar el código.`))
    } finally {
      setBusy(false)
    }
  }

  // One tap, one code: a double click on "Reenviar código" asks once.
  const [resend] = useOneTap(() => askCode(form.state.values))

  // Answers false when nothing was saved: the person's next tap, with the code corrected, goes at once.
  const [confirm] = useOneTap(async () => {
    if (!sent) return false
    if (!new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`).test(code.trim())) {
      setProblem(t`Escribe los ${OTP_CODE_LENGTH} dígitos del código.`)
      return false
    }
    setBusy(true)
    setProblem(null)
    const entered = form.state.values
    try {
      const { verificationToken } = await verifyCode(sent.otpId, code.trim())
      const common = { accountNumber, typeId: Number(entered.typeId), verificationToken }
      const saved = await addContact(
        kind === 'phone'
          ? { ...common, kind: 'phone', number: entered.value.trim(), extension: entered.extension.trim() }
          : { ...common, kind: 'email', address: entered.value.trim() },
        key.current,
      )
      queryClient.setQueryData(contactQueries.contacts(accountNumber).queryKey, { data: saved, savedAt: null })
      onClose()
      return true
    } catch (error) {
      setProblem(reason(error, t`No se pudo confirmar el código.`))
      return false
    } finally {
      setBusy(false)
    }
  })

  const title = kind === 'phone' ? t`Agregar teléfono` : t`Agregar correo electrónico`
  const until = sent ? beforePeriod(formatDate(sent.expiresAt, i18n.locale, { timeStyle: 'short' })) : ''
  const destination = sent?.destination ?? ''
  return (
    <Modal
      open
      title={title}
      onClose={busy ? undefined : onClose}
      footer={
        <HStack gap="3">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            <Trans>Cancelar</Trans>
          </Button>
          {sent ? (
            <Button colorPalette="brand" onClick={confirm} loading={busy} disabled={!online}>
              <Trans>Confirmar y guardar</Trans>
            </Button>
          ) : (
            <Button colorPalette="brand" onClick={() => submit()} loading={busy} disabled={!online}>
              <Trans>Enviar código</Trans>
            </Button>
          )}
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
              <form.AppField name="typeId" validators={{ onChange: ({ value }) => chosen(value) }}>
                {(field) => (
                  <field.SelectField
                    label={t`Tipo`}
                    required
                    placeholder={t`Seleccione una opción`}
                    disabled={sent !== null}
                    options={choices.map((type) => ({ value: String(type.id), label: contactTypeLabel(type.name, i18n) }))}
                  />
                )}
              </form.AppField>
              <form.AppField name="value" validators={{ onChange: ({ value }) => (kind === 'phone' ? phoneRule : emailRule)(value) }}>
                {(field) => (
                  <field.TextField
                    label={kind === 'phone' ? t`Número` : t`Correo electrónico`}
                    required
                    readOnly={sent !== null}
                    inputMode={kind === 'phone' ? 'tel' : 'email'}
                    autoComplete={kind === 'phone' ? 'tel-national' : 'email'}
                    helper={kind === 'phone' ? t`10 dígitos, o con + y la clave del país.` : t`Te enviaremos un código para confirmarlo.`}
                  />
                )}
              </form.AppField>
              {kind === 'phone' ? (
                <form.AppField name="extension" validators={{ onChange: ({ value }) => extensionRule(value) }}>
                  {(field) => <field.TextField label={t`Extensión (opcional)`} readOnly={sent !== null} inputMode="numeric" />}
                </form.AppField>
              ) : null}
            </Stack>
          </form.AppForm>
        </form>
        {sent ? (
          <Stack gap="3" borderTopWidth="1px" pt="4">
            <Text m="0" role="status">
              <Trans>
                Te enviamos un código de {OTP_CODE_LENGTH} dígitos a {destination}. Vence a las {until}.
              </Trans>
            </Text>
            <Field.Root required>
              <Field.Label htmlFor={codeId}>
                <Trans>Código de confirmación</Trans>
              </Field.Label>
              <Input id={codeId} value={code} inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_CODE_LENGTH} onChange={(e) => setCode(e.target.value)} />
            </Field.Root>
            <HStack gap="3" flexWrap="wrap">
              <Button size="sm" variant="outline" onClick={resend} disabled={busy || waitSeconds > 0 || !online}>
                {waitSeconds > 0 ? <Trans>Reenviar código en {waitSeconds} s</Trans> : <Trans>Reenviar código</Trans>}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setSent(null)} disabled={busy}>
                <Trans>Cambiar el dato</Trans>
              </Button>
            </HStack>
          </Stack>
        ) : null}
        {problem ? <FailureAlert>{problem}</FailureAlert> : null}
      </Stack>
    </Modal>
  )
}
