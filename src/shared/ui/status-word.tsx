import { Badge } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { StatusWord } from '@/contract/digital-file'

/**
 * The status words of spec §4, each with its fixed colour and a readable label: the same word
 * looks the same on every screen (digital file, subjects, requests), and its text says it.
 */
const WORDS: Readonly<Record<StatusWord, { label: MessageDescriptor; palette: string }>> = {
  NUEVO: { label: msg`Nuevo`, palette: 'blue' },
  PROCESO: { label: msg`En proceso`, palette: 'blue' },
  PENDIENTE: { label: msg`Pendiente`, palette: 'orange' },
  VENCIDO: { label: msg`Vencido`, palette: 'red' },
  COMPLETADO: { label: msg`Completado`, palette: 'green' },
  RECHAZADO: { label: msg`Rechazado`, palette: 'red' },
  PRORROGA: { label: msg`Prórroga`, palette: 'purple' },
  SOLICITUD: { label: msg`Solicitud`, palette: 'purple' },
  'PRE APROBADA': { label: msg`Preaprobada`, palette: 'blue' },
  APROBADA: { label: msg`Aprobada`, palette: 'green' },
  APROBADO: { label: msg`Aprobado`, palette: 'green' },
  FISICA: { label: msg`Entrega física`, palette: 'orange' },
  MISSING: { label: msg`Faltante`, palette: 'gray' },
  REPROBADO: { label: msg`Reprobado`, palette: 'red' },
  REPROBADA: { label: msg`Reprobada`, palette: 'red' },
  INSCRITA: { label: msg`Inscrita`, palette: 'blue' },
  INSCRITO: { label: msg`Inscrito`, palette: 'blue' },
  'PRORROGA ACEPTADA': { label: msg`Prórroga aceptada`, palette: 'green' },
}

export function StatusWordBadge({ word }: { word: StatusWord }) {
  const { i18n } = useLingui()
  const { label, palette } = WORDS[word]
  return (
    <Badge colorPalette={palette} variant="subtle" size="md">
      {i18n._(label)}
    </Badge>
  )
}
