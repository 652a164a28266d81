import { useLingui } from '@lingui/react/macro'
import { initialsOf } from '../logic'

/** The approved photo, or the initials when there is none (the name is printed next to it). */
export function CredentialPhoto({ photo, fullName }: { photo: string | null; fullName: string }) {
  const { t } = useLingui()
  if (photo) return <img className="cc-photo" src={photo} alt={t`Foto de ${fullName}`} />
  return (
    <span className="cc-initials" aria-hidden="true">
      {initialsOf(fullName)}
    </span>
  )
}
