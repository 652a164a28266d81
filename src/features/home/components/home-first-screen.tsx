import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { RoleName } from '@/contract/user'

export interface HomeFirstScreenProps {
  /** The person's full name, greeted by the first word. */
  fullName: string
  /** The active role, which says who is chosen in the card. */
  role: RoleName | undefined
  /** The card's way to choose (the student and career selects for a student). */
  choice: ReactNode
  /** The selected student's summary below the card. */
  summary: ReactNode
}

/**
 * The home's first screen: the greeting, the card to choose a student and career, and the
 * selected student's summary. Plain elements styled by the theme's build-time CSS (home-css.ts):
 * a cold start draws this same screen before Chakra has loaded (src/start/home-view.tsx), and
 * the portal takes over without a change.
 */
export function HomeFirstScreen({ fullName, role, choice, summary }: HomeFirstScreenProps) {
  const firstName = fullName.split(' ')[0] ?? fullName
  return (
    <>
      <h1 className="hm-title">
        <Trans>Hola, {firstName}</Trans>
      </h1>
      <div className="hm-card">
        <div className="hm-card-header">
          <h2 className="hm-card-title">{role === 'Administrativo' ? <Trans>Alumno consultado</Trans> : <Trans>Alumno y carrera</Trans>}</h2>
          <p className="hm-card-text">
            {role === 'Tutor' ? (
              <Trans>Elige a quién quieres consultar y su carrera.</Trans>
            ) : role === 'Administrativo' ? (
              <Trans>Busca a un alumno por número de cuenta o por nombre para consultar su información.</Trans>
            ) : (
              <Trans>Elige tu cuenta de alumno y tu carrera. Lo recordaremos la próxima vez.</Trans>
            )}
          </p>
        </div>
        <div className="hm-card-body">{choice}</div>
      </div>
      {summary}
    </>
  )
}
