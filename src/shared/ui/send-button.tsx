import { Button, type ButtonProps } from '@chakra-ui/react'
import { useOneTap } from './use-one-tap'

export interface SendButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What one tap does; a promise keeps the button busy, and further taps ignored, until it settles. */
  onSend: () => unknown
}

/**
 * A button that sends something: one tap, one action (`useOneTap`), busy while it runs. For sends
 * outside a kit form; a kit form sends through `useSubmitOnce`.
 */
export function SendButton({ onSend, loading, ...props }: SendButtonProps) {
  const [send, busy] = useOneTap(onSend)
  return <Button colorPalette="brand" {...props} loading={loading || busy} onClick={() => send()} />
}
