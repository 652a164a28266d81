import { HStack } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

type SectionRoute =
  | '/student-information/personal'
  | '/student-information/contact'
  | '/student-information/parents'
  | '/student-information/economic-responsible'

const SECTIONS: ReadonlyArray<{ to: SectionRoute; label: MessageDescriptor }> = [
  { to: '/student-information/personal', label: msg`Datos personales` },
  { to: '/student-information/contact', label: msg`Contacto` },
  { to: '/student-information/parents', label: msg`Padres o tutores` },
  { to: '/student-information/economic-responsible', label: msg`Responsables económicos` },
]

/**
 * Spec §2 "student information: personal, contact, tutor, economic responsible": the four parts
 * of the student's record, one link each; the current one is marked for assistive technology
 * (`aria-current`) and by its underline, not by colour alone.
 */
export function StudentInformationNav() {
  const { i18n } = useLingui()
  return (
    <nav aria-label={i18n._(msg`Información del alumno`)}>
      <HStack as="ul" listStyleType="none" m="0" p="0" gap="2" flexWrap="wrap">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className="section-tab" activeProps={{ 'aria-current': 'page' }}>
              {i18n._(section.label)}
            </Link>
          </li>
        ))}
      </HStack>
    </nav>
  )
}
