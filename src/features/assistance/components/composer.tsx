import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { MESSAGE_MAX, type FileRule, type Ticket } from '@/contract/monitor'
import type * as v from 'valibot'
import { FileInput, type PickedFile } from '@/shared/files/file-input'
import { useOnline } from '@/shared/offline/use-online'
import { CONFIRM_GUARD_MS } from '@/shared/ui/constants'
import { useOneTap } from '@/shared/ui/use-one-tap'
import { useQueueMessage } from '../mutations'

interface ComposerProps {
  ticket: Pick<Ticket, 'id' | 'folio'>
  /** What a chat attachment may be; its size is the parameter MAXFILECHAT. */
  fileRule: v.InferOutput<typeof FileRule>
}

/**
 * Writes a message, with or without an attachment. It goes through the outbox whether or not
 * there is signal, so it shows at once, in the order written, and is sent once.
 */
export function Composer({ ticket, fileRule }: ComposerProps) {
  const { t } = useLingui()
  const online = useOnline()
  const queue = useQueueMessage()
  const [text, setText] = useState('')
  const [file, setFile] = useState<PickedFile | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const hintId = useId()

  const lastSentAt = useRef(0)

  const [send] = useOneTap(async () => {
    const trimmed = text.trim()
    if (!trimmed && !file) {
      // The second click of a double click finds the box already emptied by the first: one tap, one message.
      if (Date.now() - lastSentAt.current < CONFIRM_GUARD_MS) return
      return setProblem(t`Escribe un mensaje o adjunta un archivo.`)
    }
    lastSentAt.current = Date.now()
    setProblem(null)
    // The box empties at once, so the next message can be typed while this one is saved; if the
    // device cannot keep it (the person has been told), what was typed comes back.
    setText('')
    setFile(null)
    const kept = await queue.mutateAsync({ ticket, text: trimmed, file }).catch(() => false)
    if (!kept) {
      setText((current) => current || text)
      setFile((current) => current ?? file)
    }
    // Each message is its own action: the next one, however soon it is written, goes at once.
  }, 0)

  return (
    <Stack
      as="form"
      gap="3"
      aria-label={t`Escribir al centro de ayuda`}
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      <Field.Root invalid={problem !== null}>
        <Field.Label>
          <Trans>Tu mensaje</Trans>
        </Field.Label>
        <Textarea
          value={text}
          maxLength={MESSAGE_MAX}
          rows={3}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl or Cmd + Enter sends, as in most chats; Enter alone makes a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault()
              send()
            }
          }}
        />
        {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
      </Field.Root>
      <Text id={hintId} m="0" fontSize="sm" color="fg.muted">
        {online ? (
          <Trans>Ctrl + Enter también envía.</Trans>
        ) : (
          <Trans>Sin conexión: tus mensajes se guardan en este dispositivo y se envían en orden cuando vuelva la señal.</Trans>
        )}
      </Text>
      <FileInput label={t`Adjuntar archivo`} limits={{ allowedExtensions: fileRule.allowedExtensions, maxSizeMb: fileRule.maxSizeMb }} value={file} onChange={setFile} />
      <HStack justify="flex-end">
        <Button type="submit" colorPalette="brand" loading={queue.isPending}>
          <Trans>Enviar mensaje</Trans>
        </Button>
      </HStack>
    </Stack>
  )
}
