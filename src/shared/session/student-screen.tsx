import { Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { SelectedStudent } from '@/contract/user'
import { RequireStudent } from './require-student'

export interface StudentScreenProps {
  title: ReactNode
  /** One sentence on what the screen is for, when its heading does not say enough. */
  intro?: ReactNode
  /** What it says when no student and career are chosen yet. */
  needsStudent: string
  children: (student: SelectedStudent) => ReactNode
}

/** A screen about the selected student: its heading and purpose, then its content once one is chosen. */
export function StudentScreen({ title, intro, needsStudent, children }: StudentScreenProps) {
  return (
    <Stack gap="6" maxW="4xl">
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
      <RequireStudent message={needsStudent}>{children}</RequireStudent>
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
