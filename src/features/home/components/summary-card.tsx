import { Trans } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import type { Career, StudentAccount } from '@/contract/user'
import { ServerText } from '@/shared/ui/server-text'

export interface SummaryCardProps {
  student: StudentAccount
  career: Career
  /** Unread notifications, when known. */
  unread: number | undefined
  /** The unread count is still on its way: the summary is not complete yet. */
  busy?: boolean
}

/**
 * What every other screen will show data for. Plain elements styled by the theme's build-time
 * CSS (home-css.ts), as Chakra's card and data list look: the home's first view draws it too.
 */
export function SummaryCard({ student, career, unread, busy = false }: SummaryCardProps) {
  const titleId = useId()
  const rows: [label: ReactNode, value: ReactNode][] = [
    [<Trans>Nombre</Trans>, student.fullName],
    [<Trans>Número de cuenta</Trans>, student.accountNumber],
    [
      <Trans>Carrera</Trans>,
      <>
        <ServerText>{career.programName}</ServerText>
        {!career.enrolled && (
          <span className="hm-badge">
            <Trans>Sin inscripción vigente</Trans>
          </span>
        )}
      </>,
    ],
    [<Trans>Campus</Trans>, <ServerText>{career.campusName}</ServerText>],
    [<Trans>Línea de negocio</Trans>, <ServerText>{student.businessLine}</ServerText>],
  ]
  if (unread !== undefined) rows.push([<Trans>Notificaciones sin leer</Trans>, unread])
  return (
    <section aria-labelledby={titleId} aria-busy={busy || undefined} className="hm-card" data-selection-summary="">
      <div className="hm-card-header">
        <h2 className="hm-card-title" id={titleId}>
          <Trans>Alumno seleccionado</Trans>
        </h2>
      </div>
      <div className="hm-card-body">
        <dl className="hm-data">
          {rows.map(([label, value], i) => (
            <div className="hm-item" key={i}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
