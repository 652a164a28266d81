import { Box, chakra } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { memo, useId, useMemo, useState } from 'react'
import { HISTORY_PERIODS, type HistoryPeriod, type Movement } from '@/contract/payments'
import { campusDay, formatCents, formatDay } from '@/shared/i18n/format'
import { EmptyData } from '@/shared/ui/empty-data'
import { SectionCard } from '@/shared/ui/section-card'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { useNow } from '@/shared/ui/use-now'
import { addsToDebt, METHOD_LABEL, MOVEMENT_LABEL, newestFirst, PERIOD_LABEL, periodBands, totalsOf } from '../logic'
import { paymentQueries } from '../queries'
import { MoneyTable } from './money-table'
import { ReceiptDialog } from './receipt-dialog'
import { type PeriodStore, usePeriod, writePeriodToAddress } from './statement-period'
import { SERVER_LANGUAGE } from '@/shared/i18n/locales'

/** The filter drawn as plain elements under one styled fieldset: a filter redraws no styled component. */
const Filter = chakra('fieldset', {
  base: {
    border: '0',
    m: '0',
    p: '0',
    minW: '0',
    '& legend': { m: '0', mb: '2', p: '0', fontSize: 'sm', fontWeight: 'medium' },
    '& .options': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
    '& label': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      px: '3',
      py: '1.5',
      borderWidth: '1px',
      borderRadius: 'l2',
      cursor: 'pointer',
      fontSize: 'sm',
      fontWeight: 'medium',
    },
    '& input': { accentColor: 'currentColor', m: '0' },
    '& label:has(input:checked)': { bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid' },
    '& label:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
})

/** The statement's filter (spec §9): radio buttons, so arrows move between periods and the checked one is said and shown. */
const PeriodFilter = memo(function PeriodFilter({ store }: { store: PeriodStore }) {
  const { t } = useLingui()
  const name = useId()
  const period = usePeriod(store)
  const choose = (next: HistoryPeriod) => {
    store.set(next)
    writePeriodToAddress(next)
  }
  return (
    <Filter>
      <legend>
        <Trans>Periodo</Trans>
      </legend>
      <div className="options">
        {HISTORY_PERIODS.map((value) => (
          <label key={value}>
            <input type="radio" name={name} value={value} checked={period === value} onChange={() => choose(value)} />
            {t(PERIOD_LABEL[value])}
          </label>
        ))}
      </div>
    </Filter>
  )
})

/** One row: date, concept (with how and the folio of a payment), what it is in words, and the amount signed. */
const MovementRow = memo(function MovementRow({ movement }: { movement: Movement }) {
  const { t, i18n } = useLingui()
  const adds = addsToDebt(movement.kind)
  const amount = formatCents(movement.amountCents, i18n.locale)
  const method = movement.method ? t(METHOD_LABEL[movement.method]) : null
  const folio = movement.folio
  return (
    <tr>
      <td className="nowrap">
        <time dateTime={movement.date}>{formatDay(movement.date, i18n.locale)}</time>
      </td>
      <td>
        <span lang={SERVER_LANGUAGE}>{movement.concept}</span>
        {method || folio ? (
          <span className="note">
            {method}
            {method && folio ? ' · ' : null}
            {/* The table listens for these: one handler for hundreds of rows. */}
            {folio ? (
              <button type="button" className="receipt" data-folio={folio}>
                {t`Ver recibo ${folio}`}
              </button>
            ) : null}
          </span>
        ) : null}
      </td>
      <td>{t(MOVEMENT_LABEL[movement.kind])}</td>
      <td className={adds ? 'num' : 'num credit'}>{adds ? amount : `−${amount}`}</td>
    </tr>
  )
})

/**
 * One band of the statement's rows: drawn once, then only hidden or shown with its period. Its
 * cells are laid out only near the screen (`lazy`), so showing the years below the fold is quick.
 */
const Band = memo(function Band({ rows, hidden }: { rows: readonly Movement[]; hidden: boolean }) {
  return (
    <tbody className="lazy" hidden={hidden}>
      {rows.map((movement) => (
        <MovementRow key={movement.id} movement={movement} />
      ))}
    </tbody>
  )
})

/**
 * The rows of the period. A period is always the newest rows, cut in bands where each period
 * starts: a band is drawn the first time its period is chosen, and a filter then only hides or
 * shows bands, redrawing no row. The period is read from the store, so a filter redraws this and
 * the radio buttons, not the screen around them.
 */
const Movements = memo(function Movements({ accountNumber, movements, store, today }: { accountNumber: string; movements: readonly Movement[]; store: PeriodStore; today: string }) {
  const { i18n } = useLingui()
  const [receipt, setReceipt] = useState<string | null>(null)
  const period = usePeriod(store)
  const bands = useMemo(() => periodBands(newestFirst(movements), today), [movements, today])
  const level = HISTORY_PERIODS.indexOf(period)
  const shown = useMemo(() => bands.slice(0, level + 1).flat(), [bands, level])
  const totals = useMemo(() => totalsOf(shown), [shown])
  const [drawn, setDrawn] = useState(level)
  if (level > drawn) setDrawn(level)
  if (shown.length === 0) return <EmptyData text={<Trans>No hay movimientos en este periodo.</Trans>} />
  const charged = formatCents(totals.chargedCents, i18n.locale)
  const credited = formatCents(totals.creditedCents, i18n.locale)
  const count = shown.length
  return (
    <Box overflowX="auto">
      {/* Fixed columns: a long statement is laid out row by row, not measured whole on each filter. */}
      <MoneyTable
        tableLayout="fixed"
        minW="36rem"
        onClick={(event) => {
          const folio = event.target instanceof Element ? event.target.closest<HTMLElement>('button.receipt')?.dataset.folio : undefined
          if (folio) setReceipt(folio)
        }}
      >
        <colgroup>
          <col style={{ width: '8rem' }} />
          <col />
          <col style={{ width: '7rem' }} />
          <col style={{ width: '8.5rem' }} />
        </colgroup>
        <caption>
          <Trans>
            {count} movimientos · cargos {charged} · pagos y descuentos {credited}
          </Trans>
        </caption>
        <thead>
          <tr>
            <th>
              <Trans>Fecha</Trans>
            </th>
            <th>
              <Trans>Concepto</Trans>
            </th>
            <th>
              <Trans>Tipo</Trans>
            </th>
            <th className="num">
              <Trans>Importe</Trans>
            </th>
          </tr>
        </thead>
        {bands.map((rows, index) => (index <= Math.max(drawn, level) ? <Band key={index} rows={rows} hidden={index > level} /> : null))}
      </MoneyTable>
      {receipt ? <ReceiptDialog accountNumber={accountNumber} folio={receipt} onClose={() => setReceipt(null)} /> : null}
    </Box>
  )
})

/**
 * The account statement (`/payment/history`): read whole once, and filtered here by period, so a
 * filter answers at once and every period reads with no signal.
 */
export function StatementSection({ accountNumber, period }: { accountNumber: string; period: PeriodStore }) {
  const history = useQuery(paymentQueries.history(accountNumber, 'T'))
  const today = campusDay(useNow())
  return (
    <SectionCard title={<Trans>Estado de cuenta</Trans>}>
      <PeriodFilter store={period} />
      <SnapshotView
        query={history}
        notDownloaded={<Trans>Sin conexión. Tu estado de cuenta aún no se ha descargado en este dispositivo.</Trans>}
        failed={<Trans>No se pudo cargar tu estado de cuenta.</Trans>}
      >
        {(data) => <Movements accountNumber={accountNumber} movements={data.movements} store={period} today={today} />}
      </SnapshotView>
    </SectionCard>
  )
}
