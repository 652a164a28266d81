import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId, useRef, useState, type DragEvent } from 'react'
import { formatFileSize } from '../i18n/format'
import { CloseIcon } from '../ui/alert-type-icon'
import { showAlert } from '../ui/toaster'
import { checkFile, readHead, type FileLimits, type FileProblem } from './file-rules'
import { photoPlan, PhotoProblem, type PhotoPlan } from './photo-rules'

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
// The photo preparation (its worker, and the library where a worker cannot run it) loads with the first photo.
const loadPreparation = () => import('./prepare-photo')

const upper = (extensions: readonly string[]) => extensions.map((e) => e.toUpperCase()).join(', ')

/**
 * The portal's one file input (spec §5 "File input"): one file, chosen from the device or
 * dropped on it, checked by content, size and name before it is accepted. A photo is first made
 * fit to go (photo-rules.ts: upright, within the place's size, without its EXIF and GPS) and the
 * person is told what was done. A refused file leaves the previous choice in place and says why,
 * inline and as an info alert.
 */
export function FileInput({ label, limits, value, onChange, hint, capture, photos }: FileInputProps) {
  const { t, i18n } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const [photographing, setPhotographing] = useState(false)
  // What was done to the last photo, or that it is being prepared: read out politely.
  const [notice, setNotice] = useState<string | null>(null)
  // Each choice counts; a photo still being prepared when another file is chosen is dropped.
  const turn = useRef(0)
  const allowed = limits.allowedExtensions.map((e) => e.toLowerCase())
  const takesPhotos = allowed.includes('jpg') || allowed.includes('jpeg') || allowed.includes('png')
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

  const refuse = ({ title, detail }: { title: string; detail: string }) => {
    setProblem(detail)
    setNotice(null)
    showAlert({ type: 'info', message: title, description: detail })
  }

  const describePhotoProblem = (error: unknown, plan: PhotoPlan): { title: string; detail: string } => {
    if (error instanceof PhotoProblem && error.kind === 'too-large') {
      const size = plan.maxSizeMb
      return { title: t`Foto demasiado pesada`, detail: t`No pudimos reducir tu foto a menos de ${size} MB. Recórtala o elige otra.` }
    }
    if (error instanceof PhotoProblem && error.kind === 'too-small') {
      const min = plan.minSidePx
      const { width, height } = error
      return { title: t`Foto demasiado pequeña`, detail: t`La foto debe medir al menos ${min} × ${min} píxeles; la tuya mide ${width} × ${height}.` }
    }
    return { title: t`No pudimos abrir la foto`, detail: t`Este navegador no pudo leer la foto. Elige una foto JPG o PNG, o tómala de nuevo.` }
  }

  /** What was done to a photo, in the person's words and sizes. */
  const describeDone = (before: Blob, after: Blob, plan: PhotoPlan): string => {
    const from = formatFileSize(before.size, i18n.locale)
    const to = formatFileSize(after.size, i18n.locale)
    const done =
      after.size < before.size
        ? t`Reducimos tu foto de ${from} a ${to} para enviarla, sin su ubicación ni otros datos de la cámara.`
        : t`Preparamos tu foto para enviarla (${to}), sin su ubicación ni otros datos de la cámara.`
    const format = plan.type === 'image/png' ? 'PNG' : 'JPG'
    return plan.sourceType === plan.type ? done : `${done} ${t`Ahora es un archivo ${format}.`}`
  }

  const take = async (files: FileList | readonly File[] | null) => {
    if (!files || files.length === 0) return
    const mine = ++turn.current
    if (files.length > 1) {
      return refuse({ title: t`Elige un solo archivo`, detail: t`Solo se acepta un archivo a la vez.` })
    }
    const picked = files[0]!
    const head = await readHead(picked)
    const plan = photoPlan(picked, head, limits)
    let file: File = picked
    let done: string | null = null
    // While a new photo is prepared nothing is chosen, so a send meanwhile cannot take the
    // previous file for it; a refusal puts the previous one back.
    const previous = value
    const keepPrevious = (problem: { title: string; detail: string }) => {
      refuse(problem)
      if (plan && previous) onChange(previous)
    }
    if (plan) {
      setProblem(null)
      setNotice(t`Preparando tu foto…`)
      if (previous) onChange(null)
      try {
        const { preparePhoto } = await loadPreparation()
        const prepared = await preparePhoto(picked, plan)
        file = new File([prepared.blob], plan.name, { type: plan.type })
        done = describeDone(picked, file, plan)
      } catch (error) {
        if (mine === turn.current) keepPrevious(describePhotoProblem(error, plan))
        return
      }
    }
    const checked = checkFile(file, plan ? await readHead(file) : head, limits)
    if (mine !== turn.current) return
    if (!checked.ok) return keepPrevious(describe(checked.problem))
    setProblem(null)
    setNotice(done)
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
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t`Quitar ${value.name}`}
                onClick={() => {
                  setNotice(null)
                  onChange(null)
                }}
              >
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
            {takesPhotos ? (
              <Text color="fg.muted" fontSize="sm">
                <Trans>Una foto más pesada se reduce en tu dispositivo al elegirla.</Trans>
              </Text>
            ) : null}
          </Stack>
        )}
      </Box>
      {photos && photoAs && photographing ? (
        <Suspense fallback={null}>
          <PhotoCapture
            open
            documentName={photos.documentName}
            asPdf={photoAs === 'pdf'}
            maxSizeMb={limits.maxSizeMb}
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
      {/* Always in the page, so what is put in it is announced. */}
      <Text m="0" color="fg.muted" fontSize="sm" role="status" aria-live="polite">
        {notice}
      </Text>
    </Stack>
  )
}
