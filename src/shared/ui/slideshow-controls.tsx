import { Box, chakra, HStack, IconButton } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { StrokeIcon } from './svg-icon'

export interface SlideshowControlsProps {
  count: number
  active: number
  playing: boolean
  onSelect: (index: number) => void
  onPrevious: () => void
  onNext: () => void
  onTogglePlay: () => void
}

/** Play/pause, previous, next and one button per slide. */
export function SlideshowControls({ count, active, playing, onSelect, onPrevious, onNext, onTogglePlay }: SlideshowControlsProps) {
  const { t } = useLingui()

  return (
    <HStack justify="center" gap="2" mt="3" wrap="wrap">
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={playing ? t`Pausar la presentación` : t`Reproducir la presentación`}
        onClick={onTogglePlay}
      >
        {playing ? (
          <StrokeIcon size={18}>
            <path d="M9 5v14M15 5v14" />
          </StrokeIcon>
        ) : (
          <StrokeIcon size={18}>
            <path d="M7 4.5v15l12-7.5Z" />
          </StrokeIcon>
        )}
      </IconButton>
      <IconButton size="sm" variant="ghost" aria-label={t`Diapositiva anterior`} onClick={onPrevious}>
        <StrokeIcon size={18}>
          <path d="m15 18-6-6 6-6" />
        </StrokeIcon>
      </IconButton>
      <HStack gap="1">
        {Array.from({ length: count }, (_, index) => {
          const current = index === active
          const position = index + 1
          return (
            <chakra.button
              key={index}
              type="button"
              aria-label={t`Ir a la diapositiva ${position}`}
              aria-current={current ? 'true' : undefined}
              onClick={() => onSelect(index)}
              p="2"
              borderRadius="full"
              cursor="pointer"
              focusRing="outside"
            >
              {/* The current dot is wider, not only darker, so colour is not the only signal. */}
              <Box
                display="block"
                height="2"
                width={current ? '6' : '2'}
                borderRadius="full"
                bg={current ? 'brand.solid' : 'border.emphasized'}
                transition="width 0.2s"
              />
            </chakra.button>
          )
        })}
      </HStack>
      <IconButton size="sm" variant="ghost" aria-label={t`Diapositiva siguiente`} onClick={onNext}>
        <StrokeIcon size={18}>
          <path d="m9 18 6-6-6-6" />
        </StrokeIcon>
      </IconButton>
    </HStack>
  )
}
