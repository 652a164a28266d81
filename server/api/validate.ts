import * as v from 'valibot'
import { badRequest } from './errors.ts'

export type Part = 'path' | 'query' | 'body'

const PART_NAMES: Record<Part, string> = { path: 'path parameter', query: 'query parameter', body: 'body field' }
const SPANISH_NAMES: Record<Part, string> = { path: 'parámetro de ruta', query: 'parámetro', body: 'campo' }

// The help center's monitor API speaks Spanish to people, refusals of its requests included.
function describeInSpanish(part: Part, issue: v.BaseIssue<unknown>): string {
  const field = v.getDotPath(issue)
  const name = SPANISH_NAMES[part]
  if (issue.input === undefined && field) return `Falta el ${name} "${field}"`
  if (issue.type === 'strict_object' && field) return `No se reconoce el ${name} "${field}"`
  if (!field) return part === 'body' ? `La solicitud no es válida: ${issue.message}` : `Los parámetros no son válidos: ${issue.message}`
  return `El ${name} "${field}" no es válido: ${issue.message}`
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
