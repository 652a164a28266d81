import { Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { SelectedStudent } from '@/contract/user'
import { RequireStudent } from './require-student'

export interface StudentScreenProps {
  title: ReactNode
  /** One sentence on what the screen is for. */
  intro: ReactNode
  /** What it says when no student and career are chosen yet. */
  needsStudent: string
  children: (student: SelectedStudent) => ReactNode
}

/** A screen about the selected student: its heading and purpose, then its content once one is chosen. */
export function StudentScreen({ title, intro, needsStudent, children }: StudentScreenProps) {
  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl" m="0">
          {title}
        </Heading>
        <Text m="0" color="fg.muted">
          {intro}
        </Text>
      </Stack>
      <RequireStudent message={needsStudent}>{children}</RequireStudent>
    </Stack>
  )
}
