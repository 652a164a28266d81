import { Button, DataList, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { Modal } from '@/shared/ui/modal'
import { ServerText } from '@/shared/ui/server-text'
import { formatDayRange, formatFullRange } from '../format'
import type { AgendaItem } from '../logic'
import { CalendarSwatch } from './calendar-swatch'
import { ExternalIcon } from './icons'
import { useEventText } from './use-event-text'

export interface EventDetailProps {
  /** The event shown; kept while the dialog closes so its content does not vanish mid-animation. */
  item: AgendaItem | null
  open: boolean
  onClose: () => void
}

export function EventDetail({ item, open, onClose }: EventDetailProps) {
  return (
    <Modal open={open && item !== null} title={item ? <ServerText>{item.event.title}</ServerText> : ''} onClose={onClose}>
      {item ? <EventFields item={item} /> : null}
    </Modal>
  )
}

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  )
}

function EventFields({ item }: { item: AgendaItem }) {
  const { i18n, t } = useLingui()
  const text = useEventText()
  const hintId = useId()
  const { event } = item
  const sameDay = item.first === item.last
  const when = event.allDay || sameDay ? formatDayRange(item.first, item.last, i18n.locale, 'full') : formatFullRange(item.startMs, item.endMs, i18n.locale)

  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" size="md">
        <Field label={t`Calendario`}>
          <HStack gap="2">
            <CalendarSwatch calendar={event.calendar} size={12} />
            <span>{text.calendarName(event.calendar)}</span>
          </HStack>
        </Field>
        <Field label={t`Fecha`}>{when}</Field>
        {event.allDay || sameDay ? <Field label={t`Horario`}>{text.timeText(item)}</Field> : null}
        {event.location ? <Field label={t`Lugar`}><ServerText>{event.location}</ServerText></Field> : null}
        {event.teacher ? <Field label={t`Profesor`}><ServerText>{event.teacher}</ServerText></Field> : null}
        {event.subjectCode ? <Field label={t`Materia`}>{event.subjectCode}</Field> : null}
        {event.description ? (
          <Field label={t`Descripción`}>
            <Text as="span" whiteSpace="pre-line">
              <ServerText>{event.description}</ServerText>
            </Text>
          </Field>
        ) : null}
      </DataList.Root>
      {event.onlineClassroomUrl ? (
        <Stack gap="1" align="start">
          <Button asChild colorPalette="brand">
            <a href={event.onlineClassroomUrl} target="_blank" rel="noopener noreferrer" aria-describedby={hintId}>
              <Trans>Abrir aula en línea</Trans>
              <ExternalIcon size={16} />
            </a>
          </Button>
          <VisuallyHidden id={hintId}>
            <Trans>Se abre en una ventana nueva.</Trans>
          </VisuallyHidden>
        </Stack>
      ) : null}
    </Stack>
  )
}
