import { useSyncExternalStore } from 'react'
import { currentColorModeChoice, subscribeColorMode, type ColorModeChoice } from './color-mode'

/** The person's light/dark/system choice, following changes made anywhere. */
export function useColorModeChoice(): ColorModeChoice {
  return useSyncExternalStore(subscribeColorMode, currentColorModeChoice, currentColorModeChoice)
}
