import { newsEndpoints } from '../../src/contract/news-endpoints.ts'
import { newsOf } from '../data/news.ts'
import type { Routes } from './route.ts'

/** Spec §2: the home's slideshow of news, the same for every signed-in person of a portal. */
export function newsRoutes(r: Routes): void {
  r.user(newsEndpoints.news, ({ db, caller, now }) => newsOf(db, caller.portal, now))
}
