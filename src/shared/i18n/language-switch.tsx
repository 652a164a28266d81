import { Button, Group } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { tellWorkerWhoIsHere } from '../auth/session-gate'
import { activateLocale, type Locale } from './i18n'

const OPTIONS: { locale: Locale; label: string }[] = [
  { locale: 'es', label: 'Español' },
  { locale: 'en', label: 'English' },
]

/** Two toggle buttons; each language is named in itself so anyone can find theirs. */
export function LanguageSwitch({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t, i18n } = useLingui()
  return (
    <Group role="group" aria-label={t`Idioma`} attached>
      {OPTIONS.map(({ locale, label }) => (
        <Button
          key={locale}
          size={size}
          lang={locale}
          variant={i18n.locale === locale ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={i18n.locale === locale}
          // The worker writes the lock-screen texts of pushes: in the language chosen, from now on.
          onClick={() => void activateLocale(locale).then(tellWorkerWhoIsHere)}
        >
          {label}
        </Button>
      ))}
    </Group>
  )
}
