import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId, useRef, useState, type DragEvent } from 'react'
import { formatFileSize } from '../i18n/format'
import { CloseIcon } from '../ui/alert-type-icon'
import { showAlert } from '../ui/toaster'
import { checkFile, readHead, type FileLimits, type FileProblem } from './file-rules'

/** A file the person chose and the rules accepted, under the name it will travel with. */
export interface PickedFile {
  blob: Blob
  name: string
  size: number
  type: string
}

export interface FileInputProps {
  label: string
  limits: FileLimits
  value: PickedFile | null
  onChange: (file: PickedFile | null) => void
  /** A short line under the label, e.g. the document's description. */
  hint?: string
  /** Opens the camera instead of the file list where the device has one (photo inputs). */
  capture?: 'user' | 'environment'
  /** Offers to photograph a paper document (pages become one PDF where PDF is allowed), or a portrait with the front camera. */
  photos?: { documentName: string; facing?: 'environment' | 'user' }
}

// The camera and the PDF binding load only when someone photographs a document.
const PhotoCapture = lazy(() => import('./photo-capture').then((module) => ({ default: module.PhotoCapture })))

const upper = (extensions: readonly string[]) => extensions.map((e) => e.toUpperCase()).join(', ')

/**
 * The portal's one file input (spec §5 "File input"): one file, chosen from the device or
 * dropped on it, checked by content, size and name before it is accepted. A refused file
 * leaves the previous choice in place and says why, inline and as an info alert.
 */
export function FileInput({ label, limits, value, onChange, hint, capture, photos }: FileInputProps) {
  const { t, i18n } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const [photographing, setPhotographing] = useState(false)
  const allowed = limits.allowedExtensions.map((e) => e.toLowerCase())
  const photoAs = allowed.includes('pdf') ? 'pdf' : allowed.includes('jpg') || allowed.includes('jpeg') ? 'jpg' : null
  const hintId = useId()
  const problemId = useId()

  const describe = (found: FileProblem): { title: string; detail: string } => {
    switch (found.kind) {
      case 'type':
        return { title: t`Archivo no compatible`, detail: t`Elige un archivo de tipo ${upper(found.allowed)}.` }
      case 'size': {
        const size = found.maxMb
        return { title: t`Archivo demasiado grande`, detail: t`El archivo no debe exceder ${size} MB.` }
      }
      case 'duplicate': {
        const name = found.name
        return { title: t`Nombre de archivo repetido`, detail: t`Ya hay un archivo llamado ${name}. Cámbiale el nombre e inténtalo de nuevo.` }
      }
      case 'empty':
        return { title: t`Archivo vacío`, detail: t`El archivo no tiene contenido.` }
    }
  }

  const take = async (files: FileList | readonly File[] | null) => {
    if (!files || files.length === 0) return
    if (files.length > 1) {
      const detail = t`Solo se acepta un archivo a la vez.`
      setProblem(detail)
      showAlert({ type: 'info', message: t`Elige un solo archivo`, description: detail })
      return
    }
    const file = files[0]!
    const checked = checkFile(file, await readHead(file), limits)
    if (!checked.ok) {
      const { title, detail } = describe(checked.problem)
      setProblem(detail)
      showAlert({ type: 'info', message: title, description: detail })
      return
    }
    setProblem(null)
    onChange({ blob: file, name: checked.name, size: file.size, type: file.type })
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    void take(event.dataTransfer.files)
  }

  const accept = limits.allowedExtensions.map((e) => `.${e}`).join(',')
  const maxSize = limits.maxSizeMb
  const describedBy = [hint ? hintId : '', problem ? problemId : ''].filter(Boolean).join(' ') || undefined

  return (
    <Stack gap="2">
      <Text fontWeight="medium">{label}</Text>
      {hint ? (
        <Text id={hintId} color="fg.muted" fontSize="sm">
          {hint}
        </Text>
      ) : null}
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={problem ? 'border.error' : dragging ? 'brand.solid' : 'border.emphasized'}
        bg={dragging ? 'brand.subtle' : undefined}
        borderRadius="md"
        p="4"
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={input}
          type="file"
          hidden
          aria-label={label}
          aria-describedby={describedBy}
          accept={accept}
          capture={capture}
          onChange={(event) => {
            void take(event.currentTarget.files)
            // The same file chosen again after a refusal must be read again.
            event.currentTarget.value = ''
          }}
        />
        {value ? (
          <HStack justify="space-between" gap="3">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium" truncate title={value.name}>
                {value.name}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {formatFileSize(value.size, i18n.locale)}
              </Text>
            </Stack>
            <HStack gap="1">
              <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
                <Trans>Cambiar archivo</Trans>
              </Button>
              <IconButton size="sm" variant="ghost" aria-label={t`Quitar ${value.name}`} onClick={() => onChange(null)}>
                <CloseIcon />
              </IconButton>
            </HStack>
          </HStack>
        ) : (
          <Stack align="center" gap="2" textAlign="center">
            <HStack gap="2" flexWrap="wrap" justify="center">
              <Button variant="outline" colorPalette="brand" onClick={() => input.current?.click()} aria-describedby={describedBy}>
                <Trans>Elegir archivo</Trans>
              </Button>
              {photos && photoAs ? (
                <Button variant="outline" colorPalette="brand" onClick={() => setPhotographing(true)}>
                  <Trans>Tomar fotos</Trans>
                </Button>
              ) : null}
            </HStack>
            <Text color="fg.muted" fontSize="sm">
              <Trans>
                o arrástralo aquí · {upper(limits.allowedExtensions)} · hasta {maxSize} MB
              </Trans>
            </Text>
          </Stack>
        )}
      </Box>
      {photos && photoAs && photographing ? (
        <Suspense fallback={null}>
          <PhotoCapture
            open
            documentName={photos.documentName}
            asPdf={photoAs === 'pdf'}
            facing={photos.facing}
            onClose={() => setPhotographing(false)}
            onDone={(file) => {
              setPhotographing(false)
              void take([file])
            }}
          />
        </Suspense>
      ) : null}
      {problem ? (
        <Text id={problemId} color="fg.error" fontSize="sm" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  )
}
