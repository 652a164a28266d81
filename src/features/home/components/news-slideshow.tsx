import { Stack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { newsEndpoints } from '@/contract/news-endpoints'
import { requestWithAge } from '@/shared/http/request'
import { ServerText } from '@/shared/ui/server-text'
import { Slideshow } from '@/shared/ui/slideshow'

export const newsQuery = () =>
  queryOptions({
    queryKey: ['news'] as const,
    queryFn: ({ signal }) => requestWithAge(newsEndpoints.news, { signal }),
    staleTime: 15 * 60_000,
    // The worker keeps the last answer: with no signal the slideshow shows the news last seen.
    meta: { snapshot: true, silent: true },
  })

/**
 * Spec §2 "slideshow": the university's news on the home, as the shared carousel (it rotates on
 * its own, stops on hover or focus, starts paused for reduced motion). With nothing to show, or
 * nothing saved and no signal, the home simply has no slideshow.
 */
export function NewsSlideshow() {
  const { t } = useLingui()
  const news = useQuery(newsQuery())
  const items = news.data?.data ?? []
  if (items.length === 0) return null
  return (
    <Stack gap="2">
      <Slideshow
        label={t`Noticias`}
        slides={items.map((item) => ({
          id: String(item.id),
          title: <ServerText>{item.title}</ServerText>,
          text: <ServerText>{item.text}</ServerText>,
          ...(item.link ? { href: item.link } : {}),
        }))}
      />
    </Stack>
  )
}
