import { Button, HStack, IconButton, Spacer, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '../i18n/format'
import { DownloadIcon, FitWidthIcon, ZoomInIcon, ZoomOutIcon } from './viewer-icons'
import { MAX_ZOOM, MIN_ZOOM } from './zoom'

export interface ZoomControls {
  scale: number
  onZoomIn: () => void
  onZoomOut: () => void
  onFitWidth: () => void
}

interface ViewerToolbarProps {
  pages: { current: number; total: number } | null
  /** Absent for files that cannot be zoomed or are not shown yet. */
  zoom: ZoomControls | null
  onDownload: () => void
  onClose: () => void
}

/** Page position, zoom, download and close. Download stays even when the file cannot be shown. */
export function ViewerToolbar({ pages, zoom, onDownload, onClose }: ViewerToolbarProps) {
  const { t, i18n } = useLingui()
  return (
    <HStack gap="2" px="4" py="2" borderBottomWidth="1px" flexWrap="wrap">
      {pages ? <PageCount current={pages.current} total={pages.total} /> : null}
      {zoom ? (
        <HStack gap="1">
          <IconButton
            aria-label={t`Alejar`}
            title={t`Alejar`}
            size="sm"
            variant="outline"
            disabled={zoom.scale <= MIN_ZOOM}
            onClick={zoom.onZoomOut}
          >
            <ZoomOutIcon />
          </IconButton>
          <Text m="0" fontSize="sm" minW="12" textAlign="center" aria-live="polite" aria-atomic="true">
            {formatNumber(zoom.scale, i18n.locale, { style: 'percent', maximumFractionDigits: 0 })}
          </Text>
          <IconButton
            aria-label={t`Acercar`}
            title={t`Acercar`}
            size="sm"
            variant="outline"
            disabled={zoom.scale >= MAX_ZOOM}
            onClick={zoom.onZoomIn}
          >
            <ZoomInIcon />
          </IconButton>
          <IconButton aria-label={t`Ajustar al ancho`} title={t`Ajustar al ancho`} size="sm" variant="outline" onClick={zoom.onFitWidth}>
            <FitWidthIcon />
          </IconButton>
        </HStack>
      ) : null}
      <Spacer />
      <HStack gap="2">
        <Button size="sm" colorPalette="brand" onClick={onDownload}>
          <DownloadIcon />
          <Trans>Descargar</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={onClose}>
          <Trans>Cerrar</Trans>
        </Button>
      </HStack>
    </HStack>
  )
}

function PageCount({ current, total }: { current: number; total: number }) {
  return (
    <Text m="0" fontSize="sm" minW="max-content">
      <Trans>
        Página {current} de {total}
      </Trans>
    </Text>
  )
}
