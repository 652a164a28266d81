import { Alert, Box, Button, HStack, IconButton, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { CloseIcon } from '../ui/alert-type-icon'
import { InlineLoader } from '../ui/inline-loader'
import { Modal } from '../ui/modal'
import { readHead, sanitizeFileName, sniffExtension } from './file-rules'
import { photoPlan } from './photo-rules'
import { photosToPdf } from './photos-to-file'
import { preparePhoto } from './prepare-photo'

export interface PhotoCaptureProps {
  open: boolean
  /** The document being photographed: names the result. */
  documentName: string
  /** Several pages become one PDF; without it, one photo is the file. */
  asPdf: boolean
  /** The document's limit: the pages share it. */
  maxSizeMb: number
  /** The camera it opens with: the back one for papers (default), the front one for a portrait. */
  facing?: 'environment' | 'user'
  onDone: (file: File) => void
  onClose: () => void
}

type Facing = 'environment' | 'user'
type CameraState = { kind: 'starting' } | { kind: 'live'; stream: MediaStream } | { kind: 'unavailable'; denied: boolean }

/** Pages are at most this many: a paper document, not an album. */
const MAX_PAGES = 12

/** An object URL for a photo, revoked when the photo goes. */
function useBlobUrl(blob: Blob): string | undefined {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    const made = URL.createObjectURL(blob)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [blob])
  return url
}

function Thumbnail({ photo, index, onRemove }: { photo: Blob; index: number; onRemove: () => void }) {
  const { t } = useLingui()
  const url = useBlobUrl(photo)
  const page = index + 1
  return (
    <Box as="li" listStyleType="none" position="relative" borderWidth="1px" borderRadius="md" overflow="hidden">
      {url ? <Image src={url} alt={t`Página ${page}`} w="full" h="28" objectFit="cover" /> : null}
      <IconButton aria-label={t`Quitar página ${page}`} size="xs" variant="solid" position="absolute" top="1" insetEnd="1" onClick={onRemove}>
        <CloseIcon />
      </IconButton>
    </Box>
  )
}

/**
 * Spec §2 "photo capture (mobile modal)": the camera, front or back, page after page, each
 * one reviewable and removable; where there is no camera API (or it is refused) the phone's
 * own camera through a file input. A page of a PDF is prepared as it is taken (a JPEG within
 * its share of the document's limit); a single photo is prepared by the file input it goes to.
 */
export function PhotoCapture({ open, documentName, asPdf, maxSizeMb, facing: firstFacing = 'environment', onDone, onClose }: PhotoCaptureProps) {
  const { t } = useLingui()
  const video = useRef<HTMLVideoElement>(null)
  const fallbackInput = useRef<HTMLInputElement>(null)
  const [facing, setFacing] = useState<Facing>(firstFacing)
  const [camera, setCamera] = useState<CameraState>({ kind: 'starting' })
  const [photos, setPhotos] = useState<Blob[]>([])
  const [busy, setBusy] = useState<'shot' | 'finish' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const limit = asPdf ? MAX_PAGES : 1

  useEffect(() => {
    if (!open) return
    let stopped = false
    let stream: MediaStream | undefined
    setCamera({ kind: 'starting' })
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera({ kind: 'unavailable', denied: false })
      return
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: facing }, width: { ideal: 1920 }, height: { ideal: 1080 } }, audio: false })
      .then((got) => {
        stream = got
        if (stopped) return got.getTracks().forEach((track) => track.stop())
        setCamera({ kind: 'live', stream: got })
      })
      .catch((error: unknown) => {
        if (!stopped) setCamera({ kind: 'unavailable', denied: error instanceof DOMException && error.name === 'NotAllowedError' })
      })
    return () => {
      stopped = true
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [open, facing])

  useEffect(() => {
    if (camera.kind === 'live' && video.current) {
      video.current.srcObject = camera.stream
      void video.current.play().catch(() => undefined)
    }
  }, [camera])

  const reset = () => {
    setPhotos([])
    setFailure(null)
    setBusy(null)
  }
  const close = () => {
    reset()
    onClose()
  }

  const add = async (photo: Blob) => {
    let page = photo
    if (asPdf) {
      const plan = photoPlan({ name: 'página', size: photo.size }, await readHead(photo), { allowedExtensions: ['jpg'], maxSizeMb: maxSizeMb / MAX_PAGES })
      if (!plan) throw new Error('not a picture')
      page = (await preparePhoto(photo, plan)).blob
    }
    setPhotos((list) => (limit === 1 ? [page] : [...list, page].slice(0, limit)))
  }

  const shoot = async () => {
    const element = video.current
    if (!element || element.videoWidth === 0) return
    setBusy('shot')
    try {
      const canvas = document.createElement('canvas')
      canvas.width = element.videoWidth
      canvas.height = element.videoHeight
      canvas.getContext('2d')!.drawImage(element, 0, 0)
      const shot = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92))
      if (shot) await add(shot)
    } catch {
      setFailure(t`No se pudo tomar la foto. Inténtalo de nuevo.`)
    } finally {
      setBusy(null)
    }
  }

  const finish = async () => {
    setBusy('finish')
    setFailure(null)
    try {
      const base = sanitizeFileName(documentName)
      const single = photos[0]!
      const file = asPdf
        ? new File([await photosToPdf(photos, documentName)], `${base}.pdf`, { type: 'application/pdf' })
        : new File([single], `${base}.${sniffExtension(await readHead(single)) ?? 'jpg'}`, { type: single.type })
      reset()
      onDone(file)
    } catch {
      setFailure(t`No se pudieron preparar las fotos. Inténtalo de nuevo.`)
      setBusy(null)
    }
  }

  const count = photos.length
  const full = count >= limit
  return (
    <Modal
      open={open}
      title={t`Fotografiar ${documentName}`}
      onClose={close}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button colorPalette="brand" disabled={count === 0} loading={busy === 'finish'} onClick={() => void finish()}>
            {asPdf ? <Trans>Usar {count} fotos</Trans> : <Trans>Usar foto</Trans>}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {camera.kind === 'unavailable' ? (
          <Stack gap="3">
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>
                {camera.denied ? (
                  <Trans>El portal no tiene permiso para usar la cámara. Puedes tomar la foto con la cámara del teléfono.</Trans>
                ) : (
                  <Trans>Este navegador no deja usar la cámara aquí. Puedes tomar la foto con la cámara del teléfono.</Trans>
                )}
              </Alert.Title>
            </Alert.Root>
            <input
              ref={fallbackInput}
              type="file"
              accept="image/jpeg,image/png"
              capture="environment"
              hidden
              aria-label={t`Foto de ${documentName}`}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0]
                event.currentTarget.value = ''
                if (file) void add(file).catch(() => setFailure(t`No se pudo leer la foto.`))
              }}
            />
            <Button variant="outline" colorPalette="brand" disabled={full} onClick={() => fallbackInput.current?.click()}>
              <Trans>Tomar foto con el teléfono</Trans>
            </Button>
          </Stack>
        ) : (
          <Stack gap="3">
            <Box bg="black" borderRadius="md" overflow="hidden" aspectRatio={4 / 3} position="relative">
              {camera.kind === 'starting' ? (
                <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" color="white">
                  <InlineLoader label={t`Abriendo la cámara…`} showLabel />
                </Box>
              ) : null}
              <video
                ref={video}
                playsInline
                muted
                aria-label={t`Vista de la cámara`}
                style={{ width: '100%', height: '100%', objectFit: 'contain' }}
              />
            </Box>
            <HStack gap="2" justify="center" flexWrap="wrap">
              <Button colorPalette="brand" onClick={() => void shoot()} loading={busy === 'shot'} disabled={camera.kind !== 'live' || (full && limit > 1)}>
                {limit === 1 && count === 1 ? <Trans>Volver a tomar</Trans> : <Trans>Tomar foto</Trans>}
              </Button>
              <Button variant="outline" onClick={() => setFacing((side) => (side === 'environment' ? 'user' : 'environment'))}>
                {facing === 'environment' ? <Trans>Usar cámara frontal</Trans> : <Trans>Usar cámara trasera</Trans>}
              </Button>
            </HStack>
          </Stack>
        )}
        <Text m="0" role="status" color="fg.muted" fontSize="sm">
          {asPdf ? <Trans>{count} de {limit} páginas. Todas se unen en un solo PDF.</Trans> : count === 1 ? <Trans>Foto lista.</Trans> : <Trans>Aún no hay foto.</Trans>}
        </Text>
        {count > 0 ? (
          <SimpleGrid as="ol" columns={{ base: 3, md: 4 }} gap="2" m="0" p="0" aria-label={t`Fotos tomadas`}>
            {photos.map((photo, index) => (
              <Thumbnail key={index} photo={photo} index={index} onRemove={() => setPhotos((list) => list.filter((_, i) => i !== index))} />
            ))}
          </SimpleGrid>
        ) : null}
        {failure ? (
          <Text m="0" color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  )
}
