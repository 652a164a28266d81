import { Box, Heading, Image, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState, type FocusEvent, type ReactNode } from 'react'
import { SLIDE_INTERVAL_MS } from './constants'
import { SlideshowControls } from './slideshow-controls'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion'

export interface Slide {
  id: string
  title: ReactNode
  text?: ReactNode
  /** Picture URL; decorative, the title describes the slide. */
  image?: string
  /** When given, the title links here; a page outside the portal opens in a new window, and says so. */
  href?: string
}

export interface SlideshowProps {
  slides: Slide[]
  intervalMs?: number
  /** Name of the carousel region. Defaults to "Avisos destacados". */
  label?: string
}

/**
 * Carousel following the WAI-ARIA carousel pattern: it rotates on its own, but stops while the
 * pointer is over it or focus is inside, and starts paused when the person prefers reduced motion.
 */
export function Slideshow({ slides, intervalMs = SLIDE_INTERVAL_MS, label }: SlideshowProps) {
  const { t } = useLingui()
  const reducedMotion = usePrefersReducedMotion()
  const [index, setIndex] = useState(0)
  // null until the person uses the play/pause control; until then motion preference decides.
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  const count = slides.length
  const active = count === 0 ? 0 : Math.min(index, count - 1)
  const playing = (chosenPlaying ?? !reducedMotion) && count > 1
  const rotating = playing && !hovered && !focused

  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs)
    return () => window.clearInterval(timer)
  }, [rotating, count, intervalMs])

  if (count === 0) return null

  const go = (next: number) => setIndex((next + count) % count)
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <Box
      as="section"
      aria-roledescription={t`carrusel`}
      aria-label={label ?? t`Avisos destacados`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Box aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
        {slides.map((slide, i) => {
          const position = i + 1
          return (
            <Stack
              key={slide.id}
              role="group"
              aria-roledescription={t`diapositiva`}
              aria-label={t`${position} de ${count}`}
              hidden={i !== active}
              display={i === active ? 'flex' : 'none'}
              gap="3"
              p="4"
              borderRadius="l3"
              bg="bg.panel"
              borderWidth="1px"
            >
              {slide.image ? (
                <Image src={slide.image} alt="" aria-hidden="true" borderRadius="l2" objectFit="cover" maxH="56" width="full" />
              ) : null}
              <Heading as="h3" size="md">
                {slide.href ? (
                  /^https?:/.test(slide.href) ? (
                    <Link href={slide.href} target="_blank" rel="noopener noreferrer">
                      {slide.title}
                      <VisuallyHidden> {t`(se abre en una ventana nueva)`}</VisuallyHidden>
                    </Link>
                  ) : (
                    <Link href={slide.href}>{slide.title}</Link>
                  )
                ) : (
                  slide.title
                )}
              </Heading>
              {slide.text ? <Text color="fg.muted">{slide.text}</Text> : null}
            </Stack>
          )
        })}
      </Box>
      {count > 1 ? (
        <SlideshowControls
          count={count}
          active={active}
          playing={playing}
          onSelect={go}
          onPrevious={() => go(active - 1)}
          onNext={() => go(active + 1)}
          onTogglePlay={() => setChosenPlaying(!playing)}
        />
      ) : null}
    </Box>
  )
}
