import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CONTACTS_MAX_PER_KIND, type ContactAddress, type ContactRequest, type StudentContacts } from '@/contract/contact'
import { formatDate } from '@/shared/i18n/format'
import { CatalogText } from '@/shared/ui/catalog-text'
import { SectionCard } from '@/shared/ui/section-card'
import { ServerText } from '@/shared/ui/server-text'
import { addressRequestPending, pendingNewAddresses, rejectedAddressRequest } from '../logic'
import { CONTACT_TYPE_WORDS } from '../type-words'
import { ContactItem, PendingReview, type AnyContact } from './contact-item'

interface AddressesSectionProps {
  contacts: StudentContacts
  /** The student may remove contacts (the Alumno role). */
  canWrite: boolean
  /** The student may ask for a new address, and for a change of one (the service's Crear and Editar). */
  canAdd: boolean
  canChange: boolean
  onRemove: (contact: AnyContact) => void
  onAdd: () => void
  onChange: (address: ContactAddress) => void
}

/** A new address the university has not decided on yet: it joins the list once approved. */
function PendingNewAddress({ request }: { request: ContactRequest }) {
  const { i18n } = useLingui()
  const typeName = <CatalogText value={request.typeName} words={CONTACT_TYPE_WORDS} />
  const sentOn = formatDate(request.requestedAt, i18n.locale)
  return (
    <Stack as="li" gap="2" p="3" borderWidth="1px" borderRadius="l2" borderStyle="dashed">
      <Stack gap="0" minW="0">
        <Text m="0" fontSize="sm" color="fg.muted">
          <Trans>{typeName} · nuevo</Trans>
        </Text>
        <Text m="0" fontWeight="semibold" wordBreak="break-word">
          <ServerText>{request.summary}</ServerText>
        </Text>
      </Stack>
      <PendingReview>
        <Trans>Lo enviaste el {sentOn}; se agregará a tus domicilios cuando lo aprueben.</Trans>
      </PendingReview>
    </Stack>
  )
}

/**
 * Spec §2 "contact", §5 "Address proof": the addresses, each change or new one in review shown
 * where it will apply ("Pendiente de revisión", 3 to 5 days), the reason of the last one turned
 * down, and the buttons to ask for a new one or a change while none is in review.
 */
export function AddressesSection({ contacts, canWrite, canAdd, canChange, onRemove, onAdd, onChange }: AddressesSectionProps) {
  const inReview = addressRequestPending(contacts)
  const added = pendingNewAddresses(contacts)
  const rejected = rejectedAddressRequest(contacts)
  const rejectedSummary = <ServerText>{rejected?.summary ?? ''}</ServerText>
  const rejectedReason = <ServerText>{rejected?.reason ?? ''}</ServerText>
  const room = contacts.addresses.length + added.length < CONTACTS_MAX_PER_KIND
  return (
    <SectionCard title={<Trans>Domicilios</Trans>}>
      {contacts.addresses.length === 0 && added.length === 0 ? (
        <Text m="0">
          <Trans>Sin domicilios registrados.</Trans>
        </Text>
      ) : (
        <Stack as="ul" gap="2" m="0" p="0" listStyleType="none">
          {contacts.addresses.map((address) => (
            <ContactItem key={address.id} contact={address} canWrite={canWrite} onRemove={onRemove} onChange={canChange && !inReview ? onChange : undefined} />
          ))}
          {added.map((request) => (
            <PendingNewAddress key={`request-${request.id}`} request={request} />
          ))}
        </Stack>
      )}
      {rejected ? (
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>
              No se aprobó tu domicilio {rejectedSummary}: {rejectedReason}
            </Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
      {canAdd && inReview ? (
        <Text m="0" fontSize="sm" color="fg.muted">
          <Trans>Podrás pedir otro cambio de domicilio cuando se resuelva el que está en revisión.</Trans>
        </Text>
      ) : null}
      {canAdd && !inReview && room ? (
        <HStack>
          <Button size="sm" colorPalette="brand" variant="outline" onClick={onAdd}>
            <Trans>Agregar domicilio</Trans>
          </Button>
        </HStack>
      ) : null}
    </SectionCard>
  )
}
