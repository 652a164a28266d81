import { Button, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { FileDocument } from '@/contract/digital-file'
import { FileInput, type PickedFile } from '@/shared/files/file-input'
import { useAppForm } from '@/shared/forms/form-kit'
import { useSubmitOnce } from '@/shared/forms/submit-once'
import { chosen, maxLength, notOnlyWhitespace, required, rules, TEXT_MAX_LENGTH } from '@/shared/forms/rules'
import { refusalOf } from '@/shared/http/api-error'
import { useOnline } from '@/shared/offline/use-online'
import { DEFAULT_UPLOAD_MAX_MB } from '@/shared/ui/constants'
import { Modal } from '@/shared/ui/modal'
import { ServerText } from '@/shared/ui/server-text'
import { showAlert } from '@/shared/ui/toaster'
import { requestExtension, uploadExtensionLetter } from '../api'
import { refreshDocument } from '../fresh'
import { digitalFileQueries } from '../queries'
import { FailureAlert } from '@/shared/ui/load-alerts'

/** What an extension's supporting letter may be. */
const LETTER_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const

function ExtensionForm({ document, onDone, onCancel }: { document: FileDocument; onDone: () => void; onCancel: () => void }) {
  const { t } = useLingui()
  const online = useOnline()
  const queryClient = useQueryClient()
  const types = useQuery(digitalFileQueries.extensionTypes())
  const letterMaxMb = useQuery(digitalFileQueries.letterMaxMb()).data ?? DEFAULT_UPLOAD_MAX_MB
  const [letter, setLetter] = useState<PickedFile | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const options = (types.data?.content ?? []).filter((type) => type.active)

  const form = useAppForm({
    defaultValues: { typeId: '', reason: '' },
    onSubmit: async ({ value }) => {
      setFailure(null)
      const type = options.find((option) => String(option.id) === value.typeId)
      if (!type) return
      if (!online) return setFailure(t`Necesitas conexión para solicitar una prórroga. Lo que escribiste se queda aquí.`)
      if (type.requiresLetter && !letter) return setFailure(t`Este tipo de prórroga necesita una carta. Adjúntala para continuar.`)
      try {
        const saved = type.requiresLetter && letter ? await uploadExtensionLetter(document.documentDeliveredId, letter.blob, letter.name) : null
        await requestExtension({
          documentDeliveredId: document.documentDeliveredId,
          typeId: type.id,
          reason: value.reason.trim(),
          letterId: saved?.letterId ?? null,
        })
      } catch (error) {
        // Spec §8: a 500 here shows no snackbar; the screen says it could not be sent.
        const refusal = refusalOf(error)
        setFailure(refusal ?? t`No se pudo enviar la solicitud de prórroga. Inténtalo de nuevo.`)
        return
      }
      void refreshDocument(queryClient, document)
      showAlert({ type: 'success', message: t`Solicitud de prórroga enviada` })
      onDone()
    },
  })
  const submit = useSubmitOnce(form)

  return (
    <form
      noValidate
      onSubmit={submit}
    >
      <form.AppForm>
        <Stack gap="4">
          <Text m="0">
            <Trans>Pide más tiempo para entregar este documento. Revisión de documentos decidirá y te avisará.</Trans>
          </Text>
          <form.AppField name="typeId" validators={{ onChange: ({ value }) => chosen(value) }}>
            {(field) => (
              <field.SelectField
                label={t`Tipo de prórroga`}
                required
                placeholder={types.isPending ? t`Cargando…` : t`Elige un tipo`}
                options={options.map((option) => {
                  const days = option.days
                  return { value: String(option.id), label: `${option.name} · ${t`${days} días`}` }
                })}
              />
            )}
          </form.AppField>
          <form.AppField
            name="reason"
            validators={{ onBlur: ({ value }) => rules(required, notOnlyWhitespace, maxLength(TEXT_MAX_LENGTH))(value) }}
          >
            {(field) => <field.TextAreaField label={t`Motivo`} required />}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.typeId}>
            {(typeId) =>
              options.find((option) => String(option.id) === typeId)?.requiresLetter ? (
                <FileInput
                  label={t`Carta de solicitud`}
                  hint={t`Firmada por ti, explicando el motivo.`}
                  limits={{ allowedExtensions: LETTER_EXTENSIONS, maxSizeMb: letterMaxMb }}
                  value={letter}
                  onChange={setLetter}
                />
              ) : null
            }
          </form.Subscribe>
          {failure ? (
            <FailureAlert>{failure}</FailureAlert>
          ) : null}
          <Stack direction="row" justify="flex-end" gap="2">
            <Button variant="outline" onClick={onCancel}>
              <Trans>Cancelar</Trans>
            </Button>
            <form.SubmitButton>
              <Trans>Enviar solicitud</Trans>
            </form.SubmitButton>
          </Stack>
        </Stack>
      </form.AppForm>
    </form>
  )
}

/** Spec §2 "extension request": a type from the catalog, a reason and, where the type asks for it, a letter. */
export function ExtensionDialog({ document, onClose }: { document: FileDocument | null; onClose: () => void }) {
  const name = document?.name ?? ''
  return (
    <Modal open={document !== null} title={
        <Trans>
          Solicitar prórroga de <ServerText>{name}</ServerText>
        </Trans>
      } onClose={onClose}>
      {document ? <ExtensionForm document={document} onDone={onClose} onCancel={onClose} /> : null}
    </Modal>
  )
}
