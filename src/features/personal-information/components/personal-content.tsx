import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { PersonalInformation } from '@/contract/personal-information'
import type { SelectedStudent } from '@/contract/user'
import { formatDate } from '@/shared/i18n/format'
import { SectionCard } from '@/shared/ui/section-card'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { pendingRequestOf } from '../logic'
import { personalQueries } from '../queries'
import { ChangeRequestForm } from './change-request-form'
import { PdfButton } from './pdf-button'
import { RecordList } from './record-list'
import { RequestsSection } from './requests-section'

export interface PersonalContentProps {
  student: SelectedStudent
  /** The account's own student (Alumno): the one who may ask for a change. */
  canWrite: boolean
  /** Whether the change form is open (the route keeps it, so a reload opens it again). */
  changing: boolean
  onChanging: (open: boolean) => void
}

/** The record, its PDF, the change form for the student, and the requests; read with no signal from the saved copy. */
export function PersonalContent({ student, canWrite, changing, onChanging }: PersonalContentProps) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const info = useQuery(personalQueries.record(student.accountNumber))
  const [sent, setSent] = useState(false)
  const [openedHere, setOpenedHere] = useState(false)
  // Where the focus goes once the form is sent or cancelled (it must not fall to the page's body),
  // as soon as that element is on screen.
  const focusNext = useRef<'sent' | 'change' | null>(null)
  const changeButton = useRef<HTMLButtonElement>(null)
  const sentNote = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    const target = focusNext.current === 'change' ? changeButton.current : focusNext.current === 'sent' ? sentNote.current : null
    if (!target) return
    target.focus()
    focusNext.current = null
  })

  const onSent = (answer: PersonalInformation) => {
    queryClient.setQueryData(personalQueries.record(student.accountNumber).queryKey, { data: answer, savedAt: null })
    setSent(true)
    setOpenedHere(false)
    focusNext.current = 'sent'
    onChanging(false)
  }

  return (
    <SnapshotView
      query={info}
      notDownloaded={<Trans>Sin conexión. Los datos personales aún no se han descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudieron cargar los datos personales.</Trans>}
    >
      {(data) => {
        const pending = pendingRequestOf(data)
        const updated = formatDate(data.updatedAt, i18n.locale, { dateStyle: 'long' })
        return (
          <Stack gap="6">
            <SectionCard title={<Trans>Datos registrados</Trans>}>
              <RecordList record={data.record} />
              <Text m="0" fontSize="sm" color="fg.muted">
                <Trans>Vigentes desde el {updated}</Trans>
              </Text>
              <HStack gap="3" align="start" flexWrap="wrap">
                <PdfButton accountNumber={student.accountNumber} />
                {canWrite && !pending && !changing ? (
                  <Button
                    ref={changeButton}
                    colorPalette="brand"
                    onClick={() => {
                      setSent(false)
                      setOpenedHere(true)
                      onChanging(true)
                    }}
                  >
                    <Trans>Solicitar cambio</Trans>
                  </Button>
                ) : null}
              </HStack>
              {sent && pending ? (
                <Text ref={sentNote} tabIndex={-1} m="0" role="status" fontWeight="semibold">
                  <Trans>Enviamos tu solicitud. Aquí verás la respuesta cuando la universidad la revise.</Trans>
                </Text>
              ) : canWrite && pending ? (
                <Text m="0">
                  <Trans>Tienes una solicitud en revisión: podrás enviar otra cuando termine.</Trans>
                </Text>
              ) : null}
              {!canWrite ? (
                <Text m="0">
                  <Trans>Solo el alumno puede solicitar cambios a sus datos personales.</Trans>
                </Text>
              ) : null}
            </SectionCard>
            {canWrite && changing && !pending ? (
              <SectionCard title={<Trans>Solicitar cambio</Trans>}>
                <ChangeRequestForm
                  info={data}
                  onSent={onSent}
                  focusFirst={openedHere}
                  onCancel={() => {
                    setOpenedHere(false)
                    focusNext.current = 'change'
                    onChanging(false)
                  }}
                />
              </SectionCard>
            ) : null}
            <RequestsSection requests={data.requests} />
          </Stack>
        )
      }}
    </SnapshotView>
  )
}
