import { Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useEffect, useMemo } from 'react'
import { AddressFields } from '@/contract/contact'
import { fieldRule } from '@/shared/forms/pattern-messages'
import { rules } from '@/shared/forms/rules'
import { colonyRule } from '../logic'
import type { AddressForm } from './use-address-form'
import { useZipPlace, type ZipLookup } from './use-zip-place'

const zipRule = fieldRule(AddressFields.zipCode)
const colonyPattern = fieldRule(AddressFields.colony)
const municipalityRule = fieldRule(AddressFields.municipality)
const stateRule = fieldRule(AddressFields.state)

function LookupStatus({ lookup }: { lookup: ZipLookup }) {
  const { t } = useLingui()
  let text: string | null = null
  if (lookup.kind === 'looking') text = t`Buscando el código postal…`
  if (lookup.kind === 'known') {
    const { municipality, state } = lookup.place
    text = t`Código postal de ${municipality}, ${state}.`
  }
  if (lookup.kind === 'unknown') text = t`Este código postal no está en nuestro catálogo: escribe tu colonia, municipio y estado.`
  if (lookup.kind === 'failed') text = t`No se pudo consultar el código postal: escribe tu colonia, municipio y estado.`
  return (
    <Text role="status" m="0" fontSize="sm" color="fg.muted" minH="5">
      {text}
    </Text>
  )
}

/**
 * The zip code and the place it names (spec §3 "autocomplete", §5). A code the catalog knows fills
 * the state and the municipality and turns the colony into the kit's autocomplete over its
 * colonies (one colony alone is filled in); any other code lets the person type all three.
 */
export function AddressPlaceFields({ form }: { form: AddressForm }) {
  const { t } = useLingui()
  const zipCode = useStore(form.store, (state) => state.values.zipCode)
  const lookup = useZipPlace(zipCode)
  const place = lookup.kind === 'known' ? lookup.place : null
  const colonies = useMemo(() => place?.colonies.map((name) => ({ value: name, label: name })) ?? [], [place])

  useEffect(() => {
    if (!place) return
    const values = form.state.values
    if (values.state !== place.state) form.setFieldValue('state', place.state)
    if (values.municipality !== place.municipality) form.setFieldValue('municipality', place.municipality)
    if (values.colony.trim() === '' && place.colonies.length === 1) form.setFieldValue('colony', place.colonies[0] ?? '')
    // A colony typed before the code was known is checked against its colonies now.
    else if (values.colony.trim() !== '') void form.validateField('colony', 'change')
  }, [form, place])

  const fromZip = place ? t`Según tu código postal.` : undefined
  return (
    <>
      <form.AppField name="zipCode" validators={{ onChange: ({ value }) => zipRule(value) }}>
        {(field) => <field.TextField label={t`Código postal`} required inputMode="numeric" maxLength={5} autoComplete="postal-code" />}
      </form.AppField>
      <LookupStatus lookup={lookup} />
      {place ? (
        <form.AppField key={`colony-of-${place.zipCode}`} name="colony" validators={{ onChange: ({ value }) => rules(colonyPattern, colonyRule(place))(value) }}>
          {(field) => (
            <field.AutocompleteField label={t`Colonia`} required values={colonies} helper={t`Escribe al menos 4 letras y elige tu colonia de la lista.`} />
          )}
        </form.AppField>
      ) : (
        <form.AppField key="colony-typed" name="colony" validators={{ onChange: ({ value }) => colonyPattern(value) }}>
          {(field) => <field.TextField label={t`Colonia`} required autoComplete="address-level3" />}
        </form.AppField>
      )}
      <form.AppField name="municipality" validators={{ onChange: ({ value }) => municipalityRule(value) }}>
        {(field) => <field.TextField label={t`Municipio o alcaldía`} required readOnly={place !== null} helper={fromZip} autoComplete="address-level2" />}
      </form.AppField>
      <form.AppField name="state" validators={{ onChange: ({ value }) => stateRule(value) }}>
        {(field) => <field.TextField label={t`Estado`} required readOnly={place !== null} helper={fromZip} autoComplete="address-level1" />}
      </form.AppField>
    </>
  )
}
