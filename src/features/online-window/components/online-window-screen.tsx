import { Button, SimpleGrid, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { WindowKind } from '@/contract/online-window'
import { campusDay, formatCents } from '@/shared/i18n/format'
import { careerQuery } from '@/shared/session/selection'
import { StudentScreen } from '@/shared/session/student-screen'
import { SectionCard } from '@/shared/ui/section-card'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { TermName } from '@/shared/ui/term-name'
import { useNow } from '@/shared/ui/use-now'
import { onlineWindowQueries } from '../queries'
import { WINDOW_LABELS, WindowStatus } from './window-status'

const TARGETS: Record<WindowKind, '/payments' | '/formalities' | '/reenrollment'> = {
  payments: '/payments',
  formalities: '/formalities',
  reenrollment: '/reenrollment',
}

const GO: Record<WindowKind, ReactNode> = {
  payments: <Trans>Ir a pagos</Trans>,
  formalities: <Trans>Ir a trámites</Trans>,
  reenrollment: <Trans>Ir a reinscripción</Trans>,
}

/** Spec §2 "Online window": payments, formalities and reenrollment, each with its dates and whether it is open. */
export function OnlineWindowScreen() {
  const { t } = useLingui()
  return (
    <StudentScreen title={<Trans>Ventanilla en línea</Trans>} width="5xl" needsStudent={t`Elige un alumno y su carrera para ver su ventanilla en línea.`}>
      {(student) => <Windows career={careerQuery(student)} />}
    </StudentScreen>
  )
}

function Windows({ career }: { career: { accountNumber: string; cvProgram: string; campusId: string } }) {
  const { i18n } = useLingui()
  const state = useQuery(onlineWindowQueries.state(career))
  const today = campusDay(useNow())
  return (
    <SnapshotView
      query={state}
      notDownloaded={<Trans>Sin conexión. Tu ventanilla en línea aún no se ha descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudo cargar tu ventanilla en línea.</Trans>}
    >
      {(data) => (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {(['payments', 'formalities', 'reenrollment'] as const).map((kind) => (
            <SectionCard key={kind} title={i18n._(WINDOW_LABELS[kind])}>
              <WindowStatus window={data.windows.find((w) => w.kind === kind)} today={today} />
              {kind === 'reenrollment' ? (
                <Text m="0" fontSize="sm">
                  {data.reenrollment ? (
                    <Trans>Ya te reinscribiste a {<TermName code={data.reenrollment.cycle} name={data.reenrollment.cycleName} />}.</Trans>
                  ) : (
                    <Trans>
                      Ciclo {<TermName code={data.nextCycle.code} name={data.nextCycle.name} />} · cuota {formatCents(data.nextCycle.feeCents, i18n.locale)}
                    </Trans>
                  )}
                </Text>
              ) : null}
              <Button asChild variant="outline" alignSelf="start">
                <Link to={TARGETS[kind]}>{GO[kind]}</Link>
              </Button>
            </SectionCard>
          ))}
        </SimpleGrid>
      )}
    </SnapshotView>
  )
}
