import { Badge, Button, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { DOCUMENT_MISMATCH_REASON, type Guardian, type GuardianKind } from '@/contract/guardians'
import type { SelectedStudent } from '@/contract/user'
import { recordAction } from '@/shared/binnacle/record'
import { refusalOf } from '@/shared/http/api-error'
import { formatDate } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { useReadsOwn } from '@/shared/session/reader'
import { StudentScreen } from '@/shared/session/student-screen'
import { useServiceActions } from '@/shared/session/use-service-actions'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { EmptyData } from '@/shared/ui/empty-data'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { SectionCard } from '@/shared/ui/section-card'
import { ServerText } from '@/shared/ui/server-text'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { StudentInformationNav } from '@/shared/ui/student-information-nav'
import { setGuardianStatus } from '../api'
import { fullName, RELATIONSHIP_LABELS, stateOf, type GuardianState } from '../logic'
import { guardianQueries } from '../queries'
import { RegisterForm } from './register-form'

/** The menu entry of the student's record: its actions are the section's (spec §6). */
const SECTION_ROUTE = '/student-information/parents'

function StateBadge({ state }: { state: GuardianState }) {
  switch (state.kind) {
    case 'in-review':
      return <Badge colorPalette="yellow" variant="subtle"><Trans>En revisión</Trans></Badge>
    case 'rejected':
      return <Badge colorPalette="red" variant="subtle"><Trans>Rechazado</Trans></Badge>
    case 'enabled':
      return <Badge colorPalette="green" variant="subtle"><Trans>Habilitado</Trans></Badge>
    case 'enable-in-review':
      return <Badge colorPalette="yellow" variant="subtle"><Trans>Deshabilitado · habilitación en revisión</Trans></Badge>
    default:
      return <Badge colorPalette="gray" variant="subtle"><Trans>Deshabilitado</Trans></Badge>
  }
}

/** What the state means for the person, in a sentence (colour is never the only signal). */
function StateSentence({ guardian, state }: { guardian: Guardian; state: GuardianState }) {
  const { i18n } = useLingui()
  // The student reads about their own people; a tutor or an administrative, about the student's.
  const own = useReadsOwn()
  const sent = formatDate(guardian.registration.requestedAt, i18n.locale, { dateStyle: 'long' })
  switch (state.kind) {
    case 'in-review':
      return <Trans>Registro enviado el {sent}. La universidad revisa sus documentos en 3 a 5 días hábiles.</Trans>
    case 'rejected': {
      // Spec §8's sentence when the document does not back the data; the registrar's own words otherwise.
      if (state.reason === DOCUMENT_MISMATCH_REASON || state.reason === null) {
        return guardian.kind === 'tutor'
          ? own
            ? <Trans>El registro del tutor no procedió: los datos no coinciden con los documentos cargados. Puedes registrarlo de nuevo.</Trans>
            : <Trans>El registro del tutor no procedió: los datos no coinciden con los documentos cargados.</Trans>
          : own
            ? <Trans>El registro del responsable económico no procedió: los datos no coinciden con los documentos cargados. Puedes registrarlo de nuevo.</Trans>
            : <Trans>El registro del responsable económico no procedió: los datos no coinciden con los documentos cargados.</Trans>
      }
      const reason = <ServerText>{state.reason}</ServerText>
      return own ? <Trans>El registro no procedió: {reason} Puedes registrarlo de nuevo.</Trans> : <Trans>El registro no procedió: {reason}</Trans>
    }
    case 'enabled':
      if (!own) {
        return guardian.portalAccount
          ? <Trans>Puede ver la información del alumno en el portal con su cuenta de tutor.</Trans>
          : guardian.kind === 'tutor'
            ? <Trans>Puede consultar la información del alumno con la universidad.</Trans>
            : <Trans>Responde por los pagos del alumno ante la universidad.</Trans>
      }
      return guardian.portalAccount
        ? <Trans>Puede ver tu información en el portal con su cuenta de tutor.</Trans>
        : guardian.kind === 'tutor'
          ? <Trans>Puede consultar tu información con la universidad.</Trans>
          : <Trans>Responde por tus pagos ante la universidad.</Trans>
    case 'enable-in-review': {
      const since = formatDate(state.since, i18n.locale, { dateStyle: 'long' })
      return own
        ? <Trans>Pediste habilitarlo de nuevo el {since}; la universidad lo revisa.</Trans>
        : <Trans>El alumno pidió habilitarlo de nuevo el {since}; la universidad lo revisa.</Trans>
    }
    case 'enable-rejected': {
      const reason = <ServerText>{state.reason ?? ''}</ServerText>
      return <Trans>No se habilitó de nuevo: {reason}</Trans>
    }
    default:
      if (!own) {
        return guardian.portalAccount
          ? <Trans>No ve la información del alumno mientras esté deshabilitado.</Trans>
          : <Trans>Deshabilitado: no puede consultar la información del alumno.</Trans>
      }
      return guardian.portalAccount ? <Trans>No ve tu información mientras esté deshabilitado.</Trans> : <Trans>Deshabilitado: no puede consultar tu información.</Trans>
  }
}

function Details({ guardian }: { guardian: Guardian }) {
  const { t } = useLingui()
  // Occupations, companies, job titles and places are written as typed, in Spanish.
  const rows: Array<[string, ReactNode]> = [
    [t`CURP`, guardian.curp],
    [t`Correo electrónico personal`, guardian.personalEmail],
    [t`Celular`, guardian.mobile],
    [t`Ocupación`, <ServerText>{guardian.occupation}</ServerText>],
  ]
  if (guardian.company) rows.push([t`Empresa`, <ServerText>{guardian.jobTitle ? `${guardian.company} · ${guardian.jobTitle}` : guardian.company}</ServerText>])
  else if (guardian.jobTitle) rows.push([t`Puesto`, <ServerText>{guardian.jobTitle}</ServerText>])
  if (guardian.officePhone) rows.push([t`Teléfono de oficina`, guardian.extension ? `${guardian.officePhone} ext. ${guardian.extension}` : guardian.officePhone])
  rows.push([t`Identificación expedida en`, <ServerText>{guardian.expeditionPlace}</ServerText>])
  return (
    <DataList.Root orientation="horizontal" gap="1" size="sm">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}

function GuardianItem({ guardian, action }: { guardian: Guardian; action: ReactNode }) {
  const { i18n } = useLingui()
  const state = stateOf(guardian)
  const name = fullName(guardian)
  return (
    <Stack as="li" gap="3" p="4" borderWidth="1px" borderRadius="l2" aria-label={name}>
      <HStack justify="space-between" gap="3" flexWrap="wrap" align="flex-start">
        <Stack gap="0">
          <Heading as="h3" size="md" m="0">
            {name}
          </Heading>
          <Text m="0" fontSize="sm" color="fg.muted">
            {i18n._(RELATIONSHIP_LABELS[guardian.relationship])}
          </Text>
        </Stack>
        <StateBadge state={state} />
      </HStack>
      <Text m="0" fontSize="sm">
        <StateSentence guardian={guardian} state={state} />
      </Text>
      <Details guardian={guardian} />
      {action}
    </Stack>
  )
}

type Change = { guardian: Guardian; enable: boolean }

interface RegisteringProps {
  /** Whether the registration form is open (kept in the address, so a reload keeps it and its draft). */
  registering: boolean
  onRegistering: (open: boolean) => void
}

function GuardiansContent({ kind, student, registering, onRegistering }: { kind: GuardianKind; student: SelectedStudent } & RegisteringProps) {
  const { t } = useLingui()
  const online = useOnline()
  const queryClient = useQueryClient()
  const actions = useServiceActions(SECTION_ROUTE)
  const list = useQuery(guardianQueries.list(student.accountNumber, kind))
  const [sent, setSent] = useState(false)
  const [change, setChange] = useState<Change | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const status = useMutation({
    mutationFn: ({ guardian, enable }: Change) => setGuardianStatus({ accountNumber: student.accountNumber, guardianId: guardian.id, enabled: enable }),
    meta: { silent: true },
    onSuccess: (saved, { guardian, enable }) => {
      queryClient.setQueryData(guardianQueries.list(student.accountNumber, kind).queryKey, { data: saved, savedAt: null })
      const name = fullName(guardian)
      void recordAction('update', { service: 'Información del alumno', detail: enable ? 'Habilitar de nuevo' : 'Deshabilitar' })
      setDone(enable ? t`Pediste habilitar de nuevo a ${name}. La universidad lo revisará.` : t`${name} quedó deshabilitado.`)
      setChange(null)
    },
    onError: (error) => {
      setChange(null)
      setProblem(refusalOf(error) ?? t`No se pudo guardar el cambio. Revisa tu conexión e inténtalo de nuevo.`)
    },
  })
  const ask = (next: Change) => {
    setProblem(null)
    setDone(null)
    setChange(next)
  }
  const actionFor = (guardian: Guardian): ReactNode => {
    if (!actions?.Editar) return null
    const state = stateOf(guardian)
    const name = fullName(guardian)
    if (state.kind === 'enabled') {
      return (
        <HStack>
          <Button size="sm" variant="outline" colorPalette="red" disabled={!online} aria-label={t`Deshabilitar a ${name}`} onClick={() => ask({ guardian, enable: false })}>
            <Trans>Deshabilitar</Trans>
          </Button>
        </HStack>
      )
    }
    if (state.kind === 'disabled' || state.kind === 'enable-rejected') {
      return (
        <HStack>
          <Button size="sm" variant="outline" colorPalette="brand" disabled={!online} aria-label={t`Pedir habilitar de nuevo a ${name}`} onClick={() => ask({ guardian, enable: true })}>
            <Trans>Pedir habilitar de nuevo</Trans>
          </Button>
        </HStack>
      )
    }
    return null
  }
  const changing = change ? fullName(change.guardian) : ''
  const registerLabel = kind === 'tutor' ? t`Registrar tutor` : t`Registrar responsable económico`
  const register = () => {
    setSent(false)
    onRegistering(true)
  }

  return (
    <SnapshotView
      query={list}
      notDownloaded={<Trans>Sin conexión. Esta lista aún no se ha descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudo cargar la lista.</Trans>}
    >
      {(data) => (
        <Stack gap="6">
          {!online && (actions?.Crear || actions?.Editar) ? (
            <Text m="0" role="status">
              <Trans>Sin conexión: registrar, habilitar o deshabilitar necesita internet.</Trans>
            </Text>
          ) : null}
          {problem ? <FailureAlert>{problem}</FailureAlert> : null}
          {done ? (
            <Text m="0" role="status" fontWeight="semibold">
              {done}
            </Text>
          ) : null}
          {sent ? (
            <Text m="0" role="status" fontWeight="semibold">
              <Trans>Registro enviado. La universidad revisará los documentos en 3 a 5 días hábiles y te avisará con una notificación.</Trans>
            </Text>
          ) : null}
          {data.guardians.length === 0 ? (
            // The empty list offers the registration itself, to whoever may register (not while the form is open).
            <EmptyData
              text={kind === 'tutor' ? <Trans>Aún no hay padres o tutores registrados.</Trans> : <Trans>Aún no hay responsables económicos registrados.</Trans>}
              actionLabel={registerLabel}
              onAction={register}
              canAct={actions?.Crear === true && !registering}
            />
          ) : (
            <Stack as="ul" gap="3" m="0" p="0" listStyleType="none">
              {data.guardians.map((guardian) => (
                <GuardianItem key={guardian.id} guardian={guardian} action={actionFor(guardian)} />
              ))}
            </Stack>
          )}
          {actions?.Crear ? (
            registering ? (
              <SectionCard title={registerLabel}>
                <RegisterForm
                  kind={kind}
                  accountNumber={student.accountNumber}
                  onDone={() => {
                    onRegistering(false)
                    setSent(true)
                  }}
                  onCancel={() => onRegistering(false)}
                />
              </SectionCard>
            ) : data.guardians.length > 0 ? (
              <HStack>
                <Button colorPalette="brand" onClick={register}>
                  {registerLabel}
                </Button>
              </HStack>
            ) : null
          ) : null}
          <ConfirmDialog
            open={change !== null}
            title={change?.enable ? <Trans>¿Pedir habilitar de nuevo a {changing}?</Trans> : <Trans>¿Deshabilitar a {changing}?</Trans>}
            description={
              change?.enable ? (
                <Trans>La universidad revisará la solicitud en 3 a 5 días hábiles.</Trans>
              ) : (
                <Trans>Dejará de consultar tu información de inmediato. Para habilitarlo de nuevo, la universidad revisará la solicitud.</Trans>
              )
            }
            confirmLabel={change?.enable ? t`Pedir habilitar` : t`Deshabilitar`}
            tone={change?.enable ? 'neutral' : 'danger'}
            loading={status.isPending}
            onConfirm={() => {
              if (change) status.mutate(change)
            }}
            onCancel={() => setChange(null)}
          />
        </Stack>
      )}
    </SnapshotView>
  )
}

/**
 * Spec §2 "student information: tutor, economic responsible": the people registered on the
 * student's account, their review and whether they are enabled; the student registers, disables
 * and asks to enable again. A tutor or an administrative reads (spec §6).
 */
export function GuardiansScreen({ kind, ...registering }: { kind: GuardianKind } & RegisteringProps) {
  const { t } = useLingui()
  return (
    <StudentScreen
      title={kind === 'tutor' ? <Trans>Padres o tutores</Trans> : <Trans>Responsables económicos</Trans>}
      width="3xl"
      nav={<StudentInformationNav />}
      needsStudent={t`Elige un alumno y su carrera para ver esta información.`}
    >
      {(student) => <GuardiansContent kind={kind} student={student} {...registering} />}
    </StudentScreen>
  )
}
