import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ContactAddress, ContactEmail, ContactPhone } from '@/contract/contact'
import { formatDate } from '@/shared/i18n/format'
import { CatalogText } from '@/shared/ui/catalog-text'
import { ServerText } from '@/shared/ui/server-text'
import { addressLine } from '../logic'
import { CONTACT_TYPE_WORDS, contactTypeLabel } from '../type-words'

export type AnyContact = ContactPhone | ContactEmail | ContactAddress

export function valueOf(contact: AnyContact): string {
  switch (contact.kind) {
    case 'phone':
      return contact.extension ? `${contact.number} ext. ${contact.extension}` : contact.number
    case 'email':
      return contact.address
    case 'address':
      return addressLine(contact)
  }
}

/** Spec §4 "Request status": an address request waits for the university's review, 3 to 5 days like a photo's. */
export function PendingReview({ children }: { children: ReactNode }) {
  return (
    <Stack gap="1" role="status">
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette="orange" variant="subtle" size="md">
          <Trans>Pendiente de revisión</Trans>
        </Badge>
        <Text as="span" m="0" fontSize="sm" color="fg.muted">
          <Trans>La revisión tarda de 3 a 5 días.</Trans>
        </Text>
      </HStack>
      <Text m="0" fontSize="sm">
        {children}
      </Text>
    </Stack>
  )
}

interface ContactItemProps {
  contact: AnyContact
  canWrite: boolean
  onRemove: (contact: AnyContact) => void
  /** Offered on an address when a change of it may be asked for now. */
  onChange?: (contact: ContactAddress) => void
}

export function ContactItem({ contact, canWrite, onRemove, onChange }: ContactItemProps) {
  const { t, i18n } = useLingui()
  const value = valueOf(contact)
  const typeName = contactTypeLabel(contact.type.name, i18n)
  const pending = contact.kind === 'address' ? contact.pendingRequest : null
  const requestedOn = pending ? formatDate(pending.requestedAt, i18n.locale) : ''
  const requested = <ServerText>{pending ? addressLine(pending.values) : ''}</ServerText>
  return (
    <Stack as="li" gap="2" p="3" borderWidth="1px" borderRadius="l2">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Stack gap="0" minW="0">
          <Text m="0" fontSize="sm" color="fg.muted">
            <CatalogText value={contact.type.name} words={CONTACT_TYPE_WORDS} />
          </Text>
          <Text m="0" fontWeight="semibold" wordBreak="break-word">
            {/* An address names places; a number or an email has no language. */}
            {contact.kind === 'address' ? <ServerText>{value}</ServerText> : value}
          </Text>
        </Stack>
        <HStack gap="2">
          {contact.kind !== 'address' ? (
            <Badge colorPalette={contact.verified ? 'green' : 'gray'} variant="subtle">
              {contact.verified ? <Trans>Confirmado</Trans> : <Trans>Sin confirmar</Trans>}
            </Badge>
          ) : null}
          {contact.kind === 'address' && onChange ? (
            <Button size="sm" variant="outline" colorPalette="brand" aria-label={t`Cambiar domicilio ${typeName}: ${value}`} onClick={() => onChange(contact)}>
              <Trans>Cambiar domicilio</Trans>
            </Button>
          ) : null}
          {canWrite && contact.removable ? (
            <Button size="sm" variant="outline" colorPalette="red" aria-label={t`Quitar ${typeName} ${value}`} onClick={() => onRemove(contact)}>
              <Trans>Quitar</Trans>
            </Button>
          ) : null}
        </HStack>
      </HStack>
      {pending ? (
        <PendingReview>
          <Trans>
            El {requestedOn} pediste cambiarlo por: {requested}
          </Trans>
        </PendingReview>
      ) : null}
    </Stack>
  )
}
