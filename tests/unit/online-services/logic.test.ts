import { describe, expect, it } from 'vitest'
import type { OnlineServiceLink } from '@/contract/online-services'
import { groupLinks, joinWords } from '@/features/online-services/logic'
import { webAddress } from '@/shared/http/web-address'

const link = (id: number, group: string, overrides: Partial<OnlineServiceLink> = {}): OnlineServiceLink => ({
  id, name: `Sitio ${id}`, description: '', url: `https://sitio${id}.example.edu.mx/`, group, groupName: group.toUpperCase(), shares: [], ...overrides,
})

describe('groupLinks', () => {
  it('keeps the groups in the order of their first link and the links in the order sent', () => {
    const groups = groupLinks([link(1, 'classes'), link(2, 'email'), link(3, 'classes'), link(4, 'jobs')])
    expect(groups.map((g) => [g.key, g.name, g.links.map((l) => l.id)])).toEqual([
      ['classes', 'CLASSES', [1, 3]],
      ['email', 'EMAIL', [2]],
      ['jobs', 'JOBS', [4]],
    ])
  })

  it('gives no group for no links', () => {
    expect(groupLinks([])).toEqual([])
  })
})

describe('webAddress', () => {
  it('opens web pages only', () => {
    expect(webAddress('https://biblioteca.example.edu.mx/')).toBe('https://biblioteca.example.edu.mx/')
    expect(webAddress('http://intranet.example.edu.mx/a b')).toBe('http://intranet.example.edu.mx/a%20b')
    expect(webAddress('javascript:alert(1)')).toBeNull()
    expect(webAddress('data:text/html,<p>hola</p>')).toBeNull()
    expect(webAddress('/relativa')).toBeNull()
    expect(webAddress('')).toBeNull()
  })
})

describe('joinWords', () => {
  it('joins as each language does', () => {
    expect(joinWords(['tu número de cuenta'], 'es-MX')).toBe('tu número de cuenta')
    expect(joinWords(['tu número de cuenta', 'tu correo institucional'], 'es-MX')).toBe('tu número de cuenta y tu correo institucional')
    expect(joinWords(['a', 'b', 'c'], 'es-MX')).toBe('a, b y c')
    expect(joinWords(['a', 'b', 'c'], 'en-US')).toBe('a, b, and c')
  })
})
