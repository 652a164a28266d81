import { VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatGrade } from '@/shared/i18n/format'

/** A grade, or a dash that a screen reader says as "Sin calificación". */
export function Grade({ value }: { value: number | null }) {
  const { i18n } = useLingui()
  if (value === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>
          <Trans>Sin calificación</Trans>
        </VisuallyHidden>
      </>
    )
  }
  return <>{formatGrade(value, i18n.locale)}</>
}
