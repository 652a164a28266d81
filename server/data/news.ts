import type { Portal } from '../../src/contract/common.ts'
import { NEWS_SHOWN, type NewsItem } from '../../src/contract/news.ts'
import { all, type Db } from '../db/sql.ts'

/** The university's news for each portal (spec §2 slideshow), as the back office publishes them. */
export const newsSchema = `
CREATE TABLE IF NOT EXISTS news (
  id INTEGER PRIMARY KEY,
  portal TEXT NOT NULL,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  link TEXT,
  published_at TEXT NOT NULL
);`

/** The portal's news published by `now`, newest first. */
export function newsOf(db: Db, portal: Portal, now: Date): NewsItem[] {
  return all<{ id: number; title: string; text: string; link: string | null; published_at: string }>(
    db, 'SELECT id, title, text, link, published_at FROM news WHERE portal = ? AND published_at <= ? ORDER BY published_at DESC, id DESC LIMIT ?',
    portal, now.toISOString(), NEWS_SHOWN,
  ).map((row) => ({ id: row.id, title: row.title, text: row.text, link: row.link, publishedAt: row.published_at }))
}
