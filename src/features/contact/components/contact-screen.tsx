import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { ContactAddress, ContactType, StudentContacts } from '@/contract/contact'
import type { SelectedStudent } from '@/contract/user'
import { refusalOf } from '@/shared/http/api-error'
import { formatDate } from '@/shared/i18n/format'
import { useOnline } from '@/shared/offline/use-online'
import { useReadsOwn } from '@/shared/session/reader'
import { StudentScreen } from '@/shared/session/student-screen'
import { useServiceActions } from '@/shared/session/use-service-actions'
import { CatalogText } from '@/shared/ui/catalog-text'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { FailureAlert } from '@/shared/ui/load-alerts'
import { QueryView } from '@/shared/ui/query-view'
import { SectionCard } from '@/shared/ui/section-card'
import { ServerText } from '@/shared/ui/server-text'
import { SnapshotView } from '@/shared/ui/snapshot-view'
import { StudentInformationNav } from '@/shared/ui/student-information-nav'
import { removeContact } from '../api'
import { contactQueries } from '../queries'
import { CONTACT_TYPE_WORDS, contactTypeLabel } from '../type-words'
import { AddContactDialog, type AddKind } from './add-contact-dialog'
import { AddressDialog } from './address-dialog'
import { AddressesSection } from './addresses-section'
import { ContactItem, valueOf, type AnyContact } from './contact-item'

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
          const reason = <ServerText>{request.reason ?? ''}</ServerText>
          return (
            <Text as="li" key={request.id} m="0" fontSize="sm">
              <CatalogText value={request.typeName} words={CONTACT_TYPE_WORDS} />: <ServerText>{request.summary}</ServerText> · {when} ·{' '}
              {request.status === 'pending' ? <Trans>en revisión</Trans> : request.status === 'approved' ? <Trans>aplicado</Trans> : <Trans>rechazado: {reason}</Trans>}
            </Text>
          )
        })}
      </Stack>
    </SectionCard>
  )
}

/** Which address form is open: a new address, or a change of the address with this id. */
export type AddressFormTarget = 'new' | number

interface AddressFormState {
  /** Kept in the screen's address, so a reload opens the same form again, with its draft. */
  addressForm?: AddressFormTarget | undefined
  onAddressForm?: (target: AddressFormTarget | undefined) => void
}

interface ContactContentProps extends AddressFormState {
  student: SelectedStudent
  canWrite: boolean
  canAddAddress: boolean
  canChangeAddress: boolean
  types: readonly ContactType[]
}

function ContactContent({ student, canWrite, canAddAddress, canChangeAddress, types, addressForm, onAddressForm }: ContactContentProps) {
  const { t, i18n } = useLingui()
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
  const [ownTarget, setOwnTarget] = useState<AddressFormTarget | undefined>(undefined)
  const target = onAddressForm ? addressForm : ownTarget
  const openAddressForm = (next: AddressFormTarget | undefined) => {
    setProblem(null)
    if (onAddressForm) onAddressForm(next)
    else setOwnTarget(next)
  }
  /** The form the address names, if this person may open it now. */
  const addressDialog = (data: StudentContacts) => {
    if (target === 'new') return canAddAddress ? <AddressDialog accountNumber={student.accountNumber} types={types} onClose={() => openAddressForm(undefined)} /> : null
    const address = target === undefined ? undefined : data.addresses.find((a) => a.id === target)
    if (!address || !canChangeAddress) return null
    return <AddressDialog key={address.id} accountNumber={student.accountNumber} types={types} address={address} onClose={() => openAddressForm(undefined)} />
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
          <AddressesSection
            contacts={data}
            canWrite={canWrite}
            canAdd={canAddAddress}
            canChange={canChangeAddress}
            onRemove={onRemove}
            onAdd={() => openAddressForm('new')}
            onChange={(address: ContactAddress) => openAddressForm(address.id)}
          />
          <Requests contacts={data} />
          {addressDialog(data)}
          {adding ? <AddContactDialog kind={adding} accountNumber={student.accountNumber} types={types} onClose={() => setAdding(null)} /> : null}
          <ConfirmDialog
            open={removing !== null}
            title={<Trans>¿Quitar este dato?</Trans>}
            description={removing ? `${contactTypeLabel(removing.type.name, i18n)}: ${valueOf(removing)}` : null}
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

/**
 * Spec §2 "student information: contact": phones, emails and addresses by type; a new phone or
 * email confirmed with a one-time code; a new address or a change of one sent with its proof for
 * review. Only the student writes (the Alumno role), an address with the service's Crear (new) or
 * Editar (change); a tutor and an administrative read.
 */
export function ContactScreen({ addressForm, onAddressForm }: AddressFormState) {
  const { t } = useLingui()
  const canWrite = useReadsOwn()
  // The student information section's actions: its menu entry is the parents' screen.
  const actions = useServiceActions('/student-information/parents')
  const canAddAddress = canWrite && actions?.Crear === true
  const canChangeAddress = canWrite && actions?.Editar === true
  const types = useQuery(contactQueries.types())
  return (
    <StudentScreen
      title={<Trans>Datos de contacto</Trans>}
      width="3xl"
      nav={<StudentInformationNav />}
      needsStudent={t`Elige un alumno y su carrera para ver sus datos de contacto.`}
    >
      {(student) => (
        <QueryView
          query={types}
          notDownloaded={<Trans>Sin conexión: los tipos de contacto se cargan con señal.</Trans>}
          failed={<Trans>No se pudieron cargar los tipos de contacto.</Trans>}
        >
          {(list) => (
            <ContactContent
              student={student}
              canWrite={canWrite}
              canAddAddress={canAddAddress}
              canChangeAddress={canChangeAddress}
              types={list}
              addressForm={addressForm}
              onAddressForm={onAddressForm}
            />
          )}
        </QueryView>
      )}
    </StudentScreen>
  )
}
