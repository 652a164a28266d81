import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { ContactAddress, ContactEmail, ContactPhone, ContactType, StudentContacts } from '@/contract/contact'
import type { SelectedStudent } from '@/contract/user'
import { resolveActiveRole } from '@/shared/auth/roles'
import { refusalOf } from '@/shared/http/api-error'
import { formatDate } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { sessionQueries } from '@/shared/session/queries'
import { RequireStudent } from '@/shared/session/require-student'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { QueryView } from '@/shared/ui/query-view'
import { SectionCard } from '@/shared/ui/section-card'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { StudentInformationNav } from '@/shared/ui/student-information-nav'
import { removeContact } from '../api'
import { contactQueries } from '../queries'
import { AddContactDialog, type AddKind } from './add-contact-dialog'

type AnyContact = ContactPhone | ContactEmail | ContactAddress

function valueOf(contact: AnyContact): string {
  switch (contact.kind) {
    case 'phone':
      return contact.extension ? `${contact.number} ext. ${contact.extension}` : contact.number
    case 'email':
      return contact.address
    case 'address':
      return [`${contact.street} ${contact.exteriorNumber}${contact.interiorNumber ? ` int. ${contact.interiorNumber}` : ''}`, contact.colony, contact.municipality, contact.state, contact.zipCode].join(', ')
  }
}

function ContactItem({ contact, canWrite, onRemove }: { contact: AnyContact; canWrite: boolean; onRemove: (contact: AnyContact) => void }) {
  const { t, i18n } = useLingui()
  const value = valueOf(contact)
  const typeName = contact.type.name
  return (
    <Stack as="li" gap="1" p="3" borderWidth="1px" borderRadius="l2">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Stack gap="0" minW="0">
          <Text m="0" fontSize="sm" color="fg.muted">
            {typeName}
          </Text>
          <Text m="0" fontWeight="semibold" wordBreak="break-word">
            {value}
          </Text>
        </Stack>
        <HStack gap="2">
          {contact.kind !== 'address' ? (
            <Badge colorPalette={contact.verified ? 'green' : 'gray'} variant="subtle">
              {contact.verified ? <Trans>Confirmado</Trans> : <Trans>Sin confirmar</Trans>}
            </Badge>
          ) : null}
          {canWrite && contact.removable ? (
            <Button size="sm" variant="outline" colorPalette="red" aria-label={t`Quitar ${typeName} ${value}`} onClick={() => onRemove(contact)}>
              <Trans>Quitar</Trans>
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {contact.kind === 'address' && contact.pendingRequest ? (
        <Text m="0" fontSize="sm" role="status">
          <Trans>Cambio en revisión desde el {formatDate(contact.pendingRequest.requestedAt, i18n.locale)}.</Trans>
        </Text>
      ) : null}
    </Stack>
  )
}

function Kind({ title, items, canWrite, onRemove, action, empty }: {
  title: ReactNode
  items: readonly AnyContact[]
  canWrite: boolean
  onRemove: (contact: AnyContact) => void
  action?: ReactNode
  empty: ReactNode
}) {
  return (
    <SectionCard title={title}>
      {items.length === 0 ? (
        <Text m="0">{empty}</Text>
      ) : (
        <Stack as="ul" gap="2" m="0" p="0" listStyleType="none">
          {items.map((contact) => (
            <ContactItem key={contact.id} contact={contact} canWrite={canWrite} onRemove={onRemove} />
          ))}
        </Stack>
      )}
      {action}
    </SectionCard>
  )
}

function Requests({ contacts }: { contacts: StudentContacts }) {
  const { i18n } = useLingui()
  if (contacts.requests.length === 0) return null
  return (
    <SectionCard title={<Trans>Tus cambios recientes</Trans>}>
      <Stack as="ul" gap="1" m="0" ps="5">
        {contacts.requests.map((request) => {
          const when = formatDate(request.requestedAt, i18n.locale)
          const reason = request.reason ?? ''
          return (
            <Text as="li" key={request.id} m="0" fontSize="sm">
              {request.typeName}: {request.summary} · {when} ·{' '}
              {request.status === 'pending' ? <Trans>en revisión</Trans> : request.status === 'approved' ? <Trans>aplicado</Trans> : <Trans>rechazado: {reason}</Trans>}
            </Text>
          )
        })}
      </Stack>
    </SectionCard>
  )
}

function ContactContent({ student, canWrite, types }: { student: SelectedStudent; canWrite: boolean; types: readonly ContactType[] }) {
  const { t } = useLingui()
  const online = useOnline()
  const queryClient = useQueryClient()
  const contacts = useQuery(contactQueries.contacts(student.accountNumber))
  const [adding, setAdding] = useState<AddKind | null>(null)
  const [removing, setRemoving] = useState<AnyContact | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const remove = useMutation({
    mutationFn: (contact: AnyContact) => removeContact({ accountNumber: student.accountNumber, contactId: contact.id }),
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(contactQueries.contacts(student.accountNumber).queryKey, { data: saved, savedAt: null })
      setRemoving(null)
    },
    onError: (error) => {
      setRemoving(null)
      setProblem(refusalOf(error) ?? t`No se pudo quitar el dato. Revisa tu conexión e inténtalo de nuevo.`)
    },
  })
  const addButton = (kind: AddKind, label: ReactNode) =>
    canWrite ? (
      <HStack>
        <Button
          size="sm"
          colorPalette="brand"
          variant="outline"
          disabled={!online}
          onClick={() => {
            setProblem(null)
            setAdding(kind)
          }}
        >
          {label}
        </Button>
      </HStack>
    ) : null
  const onRemove = (contact: AnyContact) => {
    setProblem(null)
    setRemoving(contact)
  }
  return (
    <SnapshotView
      query={contacts}
      notDownloaded={<Trans>Sin conexión. Tus datos de contacto aún no se han descargado en este dispositivo.</Trans>}
      failed={<Trans>No se pudieron cargar tus datos de contacto.</Trans>}
    >
      {(data) => (
        <Stack gap="6">
          {!online && canWrite ? (
            <Text m="0" role="status">
              <Trans>Sin conexión: cambiar tus datos necesita internet.</Trans>
            </Text>
          ) : null}
          {problem ? <FailureAlert>{problem}</FailureAlert> : null}
          <Kind title={<Trans>Teléfonos</Trans>} items={data.phones} canWrite={canWrite} onRemove={onRemove} empty={<Trans>Sin teléfonos registrados.</Trans>} action={addButton('phone', <Trans>Agregar teléfono</Trans>)} />
          <Kind
            title={<Trans>Correos electrónicos</Trans>}
            items={data.emails}
            canWrite={canWrite}
            onRemove={onRemove}
            empty={<Trans>Sin correos registrados.</Trans>}
            action={addButton('email', <Trans>Agregar correo electrónico</Trans>)}
          />
          <Kind title={<Trans>Domicilios</Trans>} items={data.addresses} canWrite={canWrite} onRemove={onRemove} empty={<Trans>Sin domicilios registrados.</Trans>} />
          <Requests contacts={data} />
          {adding ? <AddContactDialog kind={adding} accountNumber={student.accountNumber} types={types} onClose={() => setAdding(null)} /> : null}
          <ConfirmDialog
            open={removing !== null}
            title={<Trans>¿Quitar este dato?</Trans>}
            description={removing ? `${removing.type.name}: ${valueOf(removing)}` : null}
            confirmLabel={t`Quitar`}
            tone="danger"
            loading={remove.isPending}
            onConfirm={() => removing && remove.mutate(removing)}
            onCancel={() => setRemoving(null)}
          />
        </Stack>
      )}
    </SnapshotView>
  )
}

/** Spec §2 "student information: contact": phones, emails and addresses by type; a new phone or email confirmed with a one-time code. */
export function ContactScreen() {
  const { t } = useLingui()
  const user = useQuery(sessionQueries.user())
  const canWrite = user.data ? resolveActiveRole(user.data.rols)?.description === 'Alumno' : false
  const types = useQuery(contactQueries.types())
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl" m="0">
        <Trans>Datos de contacto</Trans>
      </Heading>
      <StudentInformationNav />
      <RequireStudent message={t`Elige un alumno y su carrera para ver sus datos de contacto.`}>
        {(student) => (
          <QueryView
            query={types}
            notDownloaded={<Trans>Sin conexión: los tipos de contacto se cargan con señal.</Trans>}
            failed={<Trans>No se pudieron cargar los tipos de contacto.</Trans>}
          >
            {(list) => <ContactContent student={student} canWrite={canWrite} types={list} />}
          </QueryView>
        )}
      </RequireStudent>
    </Stack>
  )
}
