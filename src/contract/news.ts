import * as v from 'valibot'
import { IsoDateTime } from './common.ts'

/** Spec §2 "slideshow", menu key news: what the university announces to the portal's students. */
export const NewsItem = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: v.string(),
  text: v.string(),
  /** A page of the university with more, opened in a new window; null when the text says it all. */
  link: v.nullable(v.pipe(v.string(), v.url())),
  publishedAt: IsoDateTime,
})
export type NewsItem = v.InferOutput<typeof NewsItem>

/** At most this many, newest first. */
export const NEWS_SHOWN = 5
