import * as v from 'valibot'
import { PATTERN_ISSUES, patternMessage } from '../../src/contract/field-patterns.ts'
import { badRequest } from './errors.ts'

export type Part = 'path' | 'query' | 'body'

const PART_NAMES: Record<Part, string> = { path: 'path parameter', query: 'query parameter', body: 'body field' }
const SPANISH_NAMES: Record<Part, string> = { path: 'parámetro de ruta', query: 'parámetro', body: 'campo' }

const isPatternCode = (message: string) => (PATTERN_ISSUES as readonly string[]).includes(message)

/**
 * The issue's reason in Spanish: a field pattern's code becomes its sentence (`patternMessage`),
 * valibot's own English ("Invalid type: …") says what was expected; a contract's own text stays.
 */
function spanishReason(issue: v.BaseIssue<unknown>): string {
  if (isPatternCode(issue.message)) return patternMessage([issue])
  if (issue.message.startsWith('Invalid ')) return issue.expected ? `se esperaba ${spanishExpected(issue.expected)}` : 'formato inválido'
  return issue.message
}

const TYPE_NAMES: Record<string, string> = {
  Object: 'un objeto', Array: 'una lista', string: 'un texto', number: 'un número', boolean: 'verdadero o falso',
}

/** valibot's `expected` read in Spanish: `("FISICA" | "MORAL")` → `"FISICA" o "MORAL"`, `Object` → `un objeto`. */
function spanishExpected(expected: string): string {
  const options = expected.replace(/^\((.*)\)$/, '$1').split(' | ')
  return options.map((option) => TYPE_NAMES[option] ?? option).join(' o ')
}

// The help center's monitor API speaks Spanish to people, refusals of its requests included.
function describeInSpanish(part: Part, issue: v.BaseIssue<unknown>): string {
  const field = v.getDotPath(issue)
  const name = SPANISH_NAMES[part]
  if (issue.input === undefined && field) return `Falta el ${name} "${field}"`
  if (issue.type === 'strict_object' && field) return `No se reconoce el ${name} "${field}"`
  const reason = spanishReason(issue)
  if (!field) return part === 'body' ? `La solicitud no es válida: ${reason}` : `Los parámetros no son válidos: ${reason}`
  return `El ${name} "${field}" no es válido: ${reason}`
}

function describe(part: Part, issue: v.BaseIssue<unknown>): string {
  const field = v.getDotPath(issue)
  const name = PART_NAMES[part]
  if (issue.input === undefined && field) return `Missing ${name} "${field}"`
  if (issue.type === 'strict_object' && field) return `Unknown ${name} "${field}"`
  if (!field) return part === 'body' ? `Invalid body: ${issue.message}` : `Invalid ${name}s: ${issue.message}`
  return `Invalid ${name} "${field}": ${issue.message}`
}

/** Parses one part of a request; the 400 message names the first offending field. */
export function parsePart<S extends v.GenericSchema>(part: Part, schema: S, input: unknown, spanish = false): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (!result.success) {
    const [first] = result.issues
    if (spanish) throw badRequest(first ? describeInSpanish(part, first) : `El ${SPANISH_NAMES[part]} no es válido`)
    throw badRequest(first ? describe(part, first) : `Invalid ${PART_NAMES[part]}`)
  }
  return result.output
}
