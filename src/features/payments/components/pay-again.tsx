import { Button } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** The way to pay again what a payment or a reference did not pay (it was declined, expired or cancelled). */
export function PayAgain({ children }: { children: ReactNode }) {
  return (
    <Button asChild colorPalette="brand" alignSelf="flex-start">
      <Link to="/payments/pay">{children}</Link>
    </Button>
  )
}
