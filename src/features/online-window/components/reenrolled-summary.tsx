import { Button, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Reenrollment } from '@/contract/online-window'
import { formatCents, formatDate } from '@/shared/i18n/format'
import { SectionCard } from '@/shared/ui/section-card'
import { ServerText } from '@/shared/ui/server-text'
import { TermName } from '@/shared/ui/term-name'

/** One reenrollment per cycle: once made, the screen shows it and the way to its payment. */
export function ReenrolledSummary({ reenrollment, canPay }: { reenrollment: Reenrollment; canPay: boolean }) {
  const { i18n } = useLingui()
  const when = formatDate(reenrollment.createdAt, i18n.locale, { dateStyle: 'long' })
  return (
    <SectionCard title={<Trans>Tu reinscripción a <TermName code={reenrollment.cycle} name={reenrollment.cycleName} /></Trans>}>
      <Text m="0">
        <Trans>
          Te reinscribiste el {when}. Cuota: {formatCents(reenrollment.totalCents, i18n.locale)}.
        </Trans>
      </Text>
      <Stack as="ul" gap="1" m="0" ps="5">
        {reenrollment.subjects.map((s) => (
          <li key={s.code}>
            <ServerText>{s.name}</ServerText> ({s.code})
          </li>
        ))}
      </Stack>
      {canPay ? (
        <Button asChild colorPalette="brand" alignSelf="start">
          <Link to="/payments/pay">
            <Trans>Ir a pagar la reinscripción</Trans>
          </Link>
        </Button>
      ) : null}
    </SectionCard>
  )
}
