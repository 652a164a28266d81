import * as v from 'valibot'
import { endpoint } from './endpoints.ts'
import { NewsItem } from './news.ts'

/** The news calls, apart from `endpoints` so they load with the home's slideshow, not with every start. */
export const newsEndpoints = {
  news: endpoint({ method: 'GET', path: '/catalogs/news', response: v.array(NewsItem) }),
} as const
