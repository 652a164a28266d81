import { HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { FileRule } from '@/contract/monitor'
import type * as v from 'valibot'
import { FileInput, type PickedFile } from '@/shared/files/file-input'
import { formatFileSize } from '@/shared/i18n/format'
import { CloseIcon } from '@/shared/ui/alert-type-icon'
import { evidenceRoom } from '../logic'

interface EvidencePickerProps {
  files: readonly PickedFile[]
  /** The form's limit (spec §5: 5 or 2 documents). */
  max: number
  rule: v.InferOutput<typeof FileRule>
  onChange: (files: PickedFile[]) => void
}

/**
 * A ticket's evidence: the chosen files, each removable, and the portal's one file input for the
 * next while there is room. Names must differ (the file input refuses a repeated one).
 */
export function EvidencePicker({ files, max, rule, onChange }: EvidencePickerProps) {
  const { t, i18n } = useLingui()
  const count = files.length
  const { canAdd, excess } = evidenceRoom(count, max)
  return (
    <Stack as="fieldset" gap="3" borderWidth="1px" borderRadius="md" p="4" m="0">
      <Text as="legend" fontWeight="medium" px="1">
        <Trans>Evidencia (opcional)</Trans>
      </Text>
      <Text m="0" fontSize="sm" color="fg.muted">
        <Trans>
          Hasta {max} archivos · llevas {count} de {max}
        </Trans>
      </Text>
      {count > 0 ? (
        <Stack as="ul" gap="2" m="0" p="0" listStyleType="none" aria-label={t`Evidencia elegida`}>
          {files.map((file) => (
            <HStack as="li" key={file.name} justify="space-between" gap="3" borderWidth="1px" borderRadius="md" px="3" py="2">
              <Stack gap="0" minW="0">
                <Text m="0" fontWeight="medium" truncate title={file.name}>
                  {file.name}
                </Text>
                <Text m="0" fontSize="sm" color="fg.muted">
                  {formatFileSize(file.size, i18n.locale)}
                </Text>
              </Stack>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t`Quitar ${file.name}`}
                onClick={() => onChange(files.filter((other) => other !== file))}
              >
                <CloseIcon />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      ) : null}
      {excess > 0 ? (
        <Text m="0" color="fg.error" role="alert">
          <Trans>
            Este motivo admite como máximo {max} evidencias. Quita {excess}.
          </Trans>
        </Text>
      ) : null}
      {canAdd ? (
        <FileInput
          label={t`Agregar evidencia`}
          limits={{ allowedExtensions: rule.allowedExtensions, maxSizeMb: rule.maxSizeMb, takenNames: files.map((file) => file.name) }}
          value={null}
          onChange={(file) => {
            if (file) onChange([...files, file])
          }}
        />
      ) : null}
    </Stack>
  )
}
