/** A small RFC 5545 reader for tests: strict about line ends, unfolds, splits parameters, unescapes text. */

export interface IcsProperty {
  name: string
  params: Record<string, string>
  value: string
}

export interface ParsedIcs {
  calendar: IcsProperty[]
  events: IcsProperty[][]
}

/** Physical lines as written (still folded); every one must end with CRLF. */
export function physicalLines(text: string): string[] {
  if (!text.endsWith('\r\n')) throw new Error('the file must end with CRLF')
  if (/(^|[^\r])\n/.test(text)) throw new Error('bare LF line end')
  return text.slice(0, -2).split('\r\n')
}

export function unfold(text: string): string[] {
  return physicalLines(text).reduce<string[]>((lines, line) => {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (lines.length === 0) throw new Error('continuation without a line')
      lines[lines.length - 1] += line.slice(1)
    } else lines.push(line)
    return lines
  }, [])
}

export function parseProperty(line: string): IcsProperty {
  const colon = line.indexOf(':')
  if (colon < 0) throw new Error(`no value in ${line}`)
  const [name = '', ...params] = line.slice(0, colon).split(';')
  return {
    name,
    params: Object.fromEntries(params.map((param) => param.split('=') as [string, string])),
    value: line.slice(colon + 1),
  }
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char))
}

/** Splits an escaped list (CATEGORIES) on commas that are not escaped. */
export const splitList = (value: string) => value.split(/(?<!\\),/).map(unescapeText)

export function parseIcs(text: string): ParsedIcs {
  const calendar: IcsProperty[] = []
  const events: IcsProperty[][] = []
  let event: IcsProperty[] | null = null
  const stack: string[] = []
  for (const property of unfold(text).map(parseProperty)) {
    if (property.name === 'BEGIN') {
      stack.push(property.value)
      if (property.value === 'VEVENT') event = []
    } else if (property.name === 'END') {
      if (stack.pop() !== property.value) throw new Error(`unbalanced END:${property.value}`)
      if (property.value === 'VEVENT' && event) events.push(event)
      if (property.value === 'VEVENT') event = null
    } else if (event) event.push(property)
    else calendar.push(property)
  }
  if (stack.length > 0) throw new Error('unclosed component')
  return { calendar, events }
}

export const field = (properties: readonly IcsProperty[], name: string) => properties.find((property) => property.name === name)
