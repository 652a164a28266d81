import { Button, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { pageCount } from '../logic'

/** Previous and next page of the results, and where the person is. */
export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useLingui()
  const pages = pageCount(total)
  if (pages <= 1) return null
  return (
    <HStack as="nav" aria-label={t`Páginas de resultados`} gap="3" justify="space-between" wrap="wrap">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Página anterior</Trans>
      </Button>
      <Text m="0" aria-current="page">
        <Trans>
          Página {page} de {pages}
        </Trans>
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Página siguiente</Trans>
      </Button>
    </HStack>
  )
}
