import { Link, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

/** The privacy notice is a public page of its own (public.html), not a screen of the portal. */
export function PrivacyLink() {
  return (
    <Text>
      <Trans>
        Tus datos personales se tratan conforme al{' '}
        <Link href={`${import.meta.env.BASE_URL}aviso-de-privacidad`} colorPalette="brand" textDecoration="underline">
          Aviso de privacidad
        </Link>
        .
      </Trans>
    </Text>
  )
}
