import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Terms } from '@/contract/terms'
import { formatDay } from '@/shared/i18n/format'

interface TermsTextProps {
  terms: Terms
  /** Inside a box of its own height (the screen that asks): a region that scrolls by keyboard too. */
  scrolls?: boolean
}

/**
 * One version's text as published, in Spanish (the language that governs it) whatever the
 * portal's language: its title, version and date, then its sections.
 */
export function TermsText({ terms, scrolls = false }: TermsTextProps) {
  const { i18n } = useLingui()
  const titleId = useId()
  const published = formatDay(terms.publishedAt, i18n.locale, { dateStyle: 'long' })
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      lang="es"
      {...(scrolls ? { tabIndex: 0, maxH: '55dvh', overflowY: 'auto', borderWidth: '1px', borderRadius: 'md', p: '4' } : {})}
    >
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" id={titleId}>
            {terms.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted" lang={i18n.locale}>
            <Trans>
              Versión {terms.version} · publicada el {published}
            </Trans>
          </Text>
          {!i18n.locale.startsWith('es') && (
            <Text fontSize="sm" color="fg.muted" lang={i18n.locale}>
              <Trans>Los términos se publican en español, el idioma que los rige.</Trans>
            </Text>
          )}
        </Stack>
        {terms.sections.map((section) => (
          <Stack key={section.heading} gap="2">
            <Heading as="h3" size="md">
              {section.heading}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Box>
  )
}
