import { Box, Center, Image } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { initialsOf } from '../logic'

/** The approved photo, or the initials when there is none (the name is printed next to it). */
export function CredentialPhoto({ photo, fullName }: { photo: string | null; fullName: string }) {
  const { t } = useLingui()
  if (photo) {
    return (
      <Image
        src={photo}
        alt={t`Foto de ${fullName}`}
        w="24"
        h="28"
        objectFit="cover"
        borderRadius="l2"
        borderWidth="1px"
        flexShrink={0}
      />
    )
  }
  return (
    <Center aria-hidden="true" w="24" h="28" flexShrink={0} borderRadius="l2" bg="brand.subtle" color="brand.fg">
      <Box as="span" fontSize="3xl" fontWeight="bold">
        {initialsOf(fullName)}
      </Box>
    </Center>
  )
}
