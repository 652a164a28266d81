import type { OnlineServiceLink } from '@/contract/online-services'

export interface LinkGroup {
  key: string
  /** The server's (Spanish) name; the screen shows its own words for the groups it knows. */
  name: string
  links: OnlineServiceLink[]
}

/** The links by group, groups in the order their first link comes, links in the order sent. */
export function groupLinks(links: readonly OnlineServiceLink[]): LinkGroup[] {
  const groups = new Map<string, LinkGroup>()
  for (const link of links) {
    const group = groups.get(link.group) ?? { key: link.group, name: link.groupName, links: [] }
    group.links.push(link)
    groups.set(link.group, group)
  }
  return [...groups.values()]
}


/** "a", "a y b", "a, b y c" in the language of `locale` (an Intl locale). */
export function joinWords(words: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(words)
}
