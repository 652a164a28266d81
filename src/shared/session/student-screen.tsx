import { Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { SelectedStudent } from '@/contract/user'
import { RequireStudent } from './require-student'

export interface StudentScreenProps {
  title: ReactNode
  /** One sentence on what the screen is for, when its heading does not say enough. */
  intro?: ReactNode
  /** How wide the screen may grow: wide tables and calendars take more room than a form. */
  width?: 'xl' | '3xl' | '4xl' | '5xl' | '6xl'
  /** A link back to the screen this one was opened from, above the heading. */
  back?: ReactNode
  /** The navigation between this screen and its siblings, under the heading. */
  nav?: ReactNode
  /** What it says when no student and career are chosen yet (a general sentence if left out). */
  needsStudent?: string
  children: (student: SelectedStudent) => ReactNode
  /** Links that follow the content whether or not a student is chosen. */
  footer?: ReactNode
}

/**
 * A screen about the selected student: its heading and purpose, then its content once one is
 * chosen. Every such screen is laid out by this one piece, so they read and move alike.
 */
export function StudentScreen({ title, intro, width = '4xl', back, nav, needsStudent, children, footer }: StudentScreenProps) {
  return (
    <Stack gap="6" maxW={width}>
      {back}
      {intro ? (
        <Stack gap="1">
          <StudentScreenHeading>{title}</StudentScreenHeading>
          <Text m="0" color="fg.muted">
            {intro}
          </Text>
        </Stack>
      ) : (
        <StudentScreenHeading>{title}</StudentScreenHeading>
      )}
      {nav}
      <RequireStudent message={needsStudent}>{children}</RequireStudent>
      {footer}
    </Stack>
  )
}

function StudentScreenHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" size="2xl" m="0">
      {children}
    </Heading>
  )
}
