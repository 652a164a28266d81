import { Alert, Box, Center, Dialog, Flex } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useState, type KeyboardEvent, type RefObject } from 'react'
import { InlineLoader } from '../ui/inline-loader'
import { downloadFile } from './download'
import { documentKind, isZoomable } from './file-kind'
import { fileBlob } from './file-source'
import { KindView } from './kind-view'
import type { ViewerDocument } from './types'
import { useElementWidth } from './use-element-width'
import { useScrollKeptOnZoom } from './use-scroll-kept-on-zoom'
import { ViewerMessage } from './viewer-message'
import { ViewerToolbar, type ZoomControls } from './viewer-toolbar'
import { fitWidthScale, scaleFor, zoomInFrom, zoomOutFrom, type ZoomMode } from './zoom'

type Status = 'loading' | 'ready' | 'error'

interface ViewerBodyProps {
  file: ViewerDocument
  onClose: () => void
  /** The scrolling area, focused when the viewer opens so arrows scroll and +/- zoom at once. */
  scrollRef: RefObject<HTMLDivElement | null>
}

export function ViewerBody({ file, onClose, scrollRef }: ViewerBodyProps) {
  const { t } = useLingui()
  const { name } = file
  const kind = documentKind(file)
  const [status, setStatus] = useState<Status>(kind === 'other' || kind === 'unsupported-spreadsheet' ? 'ready' : 'loading')
  const [naturalWidth, setNaturalWidth] = useState(0)
  const [pages, setPages] = useState<{ current: number; total: number } | null>(null)
  const [mode, setMode] = useState<ZoomMode>('initial')
  const [scrollArea, setScrollArea] = useState<HTMLDivElement | null>(null)
  const [downloadFailed, setDownloadFailed] = useState(false)
  const attachScrollArea = useCallback(
    (element: HTMLDivElement | null) => {
      scrollRef.current = element
      setScrollArea(element)
    },
    [scrollRef],
  )
  const availableWidth = useElementWidth(scrollArea)
  // A PDF opens fitted to the width; a small picture is not blown up.
  const scale = scaleFor(mode, fitWidthScale(availableWidth, naturalWidth), kind === 'pdf')
  useScrollKeptOnZoom(scrollArea, scale)

  const zoom: ZoomControls | null =
    isZoomable(kind) && status === 'ready'
      ? {
          scale,
          onZoomIn: () => setMode(zoomInFrom(scale)),
          onZoomOut: () => setMode(zoomOutFrom(scale)),
          onFitWidth: () => setMode('fit'),
        }
      : null

  const onKeyDown = (event: KeyboardEvent) => {
    if (!zoom || event.ctrlKey || event.metaKey || event.altKey) return
    const keys: Record<string, () => void> = {
      '+': zoom.onZoomIn,
      '=': zoom.onZoomIn,
      '-': zoom.onZoomOut,
      _: zoom.onZoomOut,
      '0': zoom.onFitWidth,
    }
    const action = keys[event.key]
    if (!action) return
    event.preventDefault()
    action()
  }

  const download = () => {
    setDownloadFailed(false)
    fileBlob(file).then(
      (blob) => downloadFile(name, blob),
      () => setDownloadFailed(true),
    )
  }

  const shown = (width?: number) => {
    if (width) setNaturalWidth(width)
    setStatus('ready')
  }
  const failed = () => setStatus('error')

  return (
    <Flex direction="column" flex="1" minH="0" onKeyDown={onKeyDown}>
      <Dialog.Header py="3" px="4">
        <Dialog.Title truncate>{name}</Dialog.Title>
      </Dialog.Header>
      <ViewerToolbar pages={status === 'ready' ? pages : null} zoom={zoom} onDownload={download} onClose={onClose} />
      {downloadFailed ? (
        <Alert.Root status="error" role="alert" borderRadius="0">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>No se pudo descargar el archivo.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <Box
        ref={attachScrollArea}
        role="region"
        aria-label={t`Contenido de ${name}`}
        tabIndex={0}
        flex="1"
        minH="0"
        overflow="auto"
        bg="bg.muted"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
      >
        {status === 'loading' ? (
          <Center py="10">
            <InlineLoader label={t`Cargando documento…`} showLabel />
          </Center>
        ) : null}
        {status === 'error' ? (
          <ViewerMessage
            status="error"
            title={<Trans>No se pudo mostrar el documento.</Trans>}
            description={<Trans>Puedes descargarlo para abrirlo en tu dispositivo.</Trans>}
          />
        ) : (
          <KindView
            kind={kind}
            file={file}
            scale={scale}
            root={scrollArea}
            onShown={shown}
            onFailed={failed}
            onPdfReady={({ pageCount, naturalWidth: width }) => {
              setPages({ current: 1, total: pageCount })
              shown(width)
            }}
            onPageChange={(current) => setPages((known) => (known && known.current !== current ? { ...known, current } : known))}
          />
        )}
      </Box>
    </Flex>
  )
}
