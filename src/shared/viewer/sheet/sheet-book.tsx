import { Alert, Box, Button, HStack, Spacer, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { formatNumber } from '../../i18n/format'
import { useElementWidth } from '../use-element-width'
import { DownloadIcon } from '../viewer-icons'
import { exportSheetPdf } from './export-pdf'
import { SheetTable } from './sheet-table'
import { SheetTabs } from './sheet-tabs'
import { MAX_COLUMNS, MAX_ROWS, type Sheet } from './sheet-types'
import { useElementHeight } from './use-element-height'

interface SheetBookProps {
  sheets: readonly Sheet[]
  root: HTMLElement | null
}

/**
 * The sheets of a file with, on a bar that stays in view while the table scrolls both ways,
 * the tabs of a workbook of several sheets and the PDF export of the sheet shown.
 */
export function SheetBook({ sheets, root }: SheetBookProps) {
  const { i18n } = useLingui()
  const idBase = useId()
  const [active, setActive] = useState(0)
  const [exporting, setExporting] = useState(false)
  const [exportFailed, setExportFailed] = useState(false)
  const [bar, setBar] = useState<HTMLDivElement | null>(null)
  const visibleWidth = useElementWidth(root)
  const barHeight = useElementHeight(bar)
  const sheet = sheets[active] ?? sheets[0]
  if (!sheet) return null
  const tabbed = sheets.length > 1
  const maxRows = formatNumber(MAX_ROWS, i18n.locale)
  const maxColumns = formatNumber(MAX_COLUMNS, i18n.locale)

  const select = (index: number) => {
    setActive(index)
    setExportFailed(false)
    if (root) {
      root.scrollTop = 0
      root.scrollLeft = 0
    }
  }

  const exportPdf = () => {
    setExporting(true)
    setExportFailed(false)
    exportSheetPdf(sheet, i18n.locale)
      .catch((error: unknown) => {
        console.warn('The sheet could not be exported to PDF', error)
        setExportFailed(true)
      })
      .finally(() => setExporting(false))
  }

  return (
    <Box minW="full" w="max-content">
      <Box
        ref={setBar}
        position="sticky"
        top="0"
        left="0"
        zIndex="3"
        w={visibleWidth ? `${visibleWidth}px` : 'full'}
        bg="bg"
        borderBottomWidth="1px"
      >
        <HStack gap="3" px="4" py="2" minH="12">
          {tabbed ? <SheetTabs names={sheets.map((each) => each.name)} active={active} onSelect={select} idBase={idBase} /> : <Spacer />}
          {sheet.rows.length > 0 ? (
            <Button size="sm" variant="outline" colorPalette="brand" flexShrink="0" loading={exporting} onClick={exportPdf}>
              <DownloadIcon />
              <Trans>Exportar a PDF</Trans>
            </Button>
          ) : null}
        </HStack>
        {sheet.truncated ? (
          <Text m="0" px="4" pb="2" fontSize="sm" color="fg.muted">
            <Trans>
              La vista previa muestra hasta {maxRows} filas y {maxColumns} columnas. Descarga el archivo para verlo completo.
            </Trans>
          </Text>
        ) : null}
        {exportFailed ? (
          <Alert.Root status="error" role="alert" borderRadius="0">
            <Alert.Indicator />
            <Alert.Title>
              <Trans>No se pudo exportar la hoja a PDF.</Trans>
            </Alert.Title>
          </Alert.Root>
        ) : null}
      </Box>
      <Box
        role={tabbed ? 'tabpanel' : undefined}
        id={tabbed ? `${idBase}-panel` : undefined}
        aria-labelledby={tabbed ? `${idBase}-tab-${active}` : undefined}
        tabIndex={tabbed ? 0 : undefined}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
      >
        {sheet.rows.length > 0 ? (
          <SheetTable key={active} sheet={sheet} root={root} headTop={barHeight} />
        ) : (
          <Text m="0" p="4" w={visibleWidth ? `${visibleWidth}px` : undefined}>
            <Trans>Esta hoja está vacía.</Trans>
          </Text>
        )}
      </Box>
    </Box>
  )
}
