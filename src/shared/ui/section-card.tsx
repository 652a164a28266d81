import { Card, Heading } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

/** A titled card that is also a named region, as every screen section is. */
export function SectionCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId()
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Heading as="h2" size="lg" id={titleId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="3">{children}</Card.Body>
    </Card.Root>
  )
}
