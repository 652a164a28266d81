import { Box } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Summary } from '@/contract/payments'
import { formatCents } from '@/shared/i18n/format'
import { MoneyTable } from './money-table'
import { ServerText } from '@/shared/ui/server-text'

/** What a payment, a reference or a receipt covers, line by line, with its total. */
export function SummaryLines({ lines, totalCents, withQuantity = false }: { lines: Summary['lines']; totalCents: number; withQuantity?: boolean }) {
  const { i18n } = useLingui()
  return (
    <Box overflowX="auto">
      <MoneyTable>
        <thead>
          <tr>
            <th>
              <Trans>Concepto</Trans>
            </th>
            {withQuantity ? (
              <th className="num">
                <Trans>Cantidad</Trans>
              </th>
            ) : null}
            <th className="num">
              <Trans>Importe</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <td>
                <ServerText>{line.label}</ServerText>
                {!withQuantity && line.quantity > 1 ? ` × ${line.quantity}` : null}
              </td>
              {withQuantity ? <td className="num">{line.quantity}</td> : null}
              <td className="num">{formatCents(line.amountCents, i18n.locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={withQuantity ? 2 : 1}>
              <Trans>Total</Trans>
            </td>
            <td className="num">{formatCents(totalCents, i18n.locale)}</td>
          </tr>
        </tfoot>
      </MoneyTable>
    </Box>
  )
}
