import { curpCheckDigit } from './field-patterns.ts'
import type { Sex } from './personal-information.ts'

/**
 * RENAPO's CURP, written from a person's data as its instructions (Instructivo normativo para la
 * asignación de la CURP) say, so a seeded or changed record carries a CURP that agrees with the
 * names and the birth date and passes the shared pattern (`Curp`, check digit included).
 */

/** RENAPO's state codes by the state's name; NE is for people born abroad. */
export const CURP_STATES: Readonly<Record<string, string>> = {
  AS: 'Aguascalientes', BC: 'Baja California', BS: 'Baja California Sur', CC: 'Campeche', CL: 'Coahuila', CM: 'Colima',
  CS: 'Chiapas', CH: 'Chihuahua', DF: 'Ciudad de México', DG: 'Durango', GT: 'Guanajuato', GR: 'Guerrero', HG: 'Hidalgo',
  JC: 'Jalisco', MC: 'Estado de México', MN: 'Michoacán', MS: 'Morelos', NT: 'Nayarit', NL: 'Nuevo León', OC: 'Oaxaca',
  PL: 'Puebla', QT: 'Querétaro', QR: 'Quintana Roo', SP: 'San Luis Potosí', SL: 'Sinaloa', SR: 'Sonora', TC: 'Tabasco',
  TS: 'Tamaulipas', TL: 'Tlaxcala', VZ: 'Veracruz', YN: 'Yucatán', ZS: 'Zacatecas',
}

/** Words that would spell an offensive word in the first four letters: their second letter becomes X (Anexo 2). */
const INCONVENIENT = new Set(
  ('BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE COJI COJO COLA CULO FALO FETO GETA GUEI GUEY JETA ' +
    'JOTO KACA KACO KAGA KAGO KAKA KAKO KOGE KOGI KOJA KOJE KOJI KOJO KOLA KULO LILO LOCA LOCO LOKA LOKO MAME MAMO MEAR MEAS ' +
    'MEON MIAR MION MOCO MOKO MULA MULO NACA NACO PEDA PEDO PENE PIPI PITO POPO PUTA PUTO QULO RATA ROBA ROBE ROBO RUIN SENO ' +
    'TETA VACA VAGA VAGO VAKA VUEI VUEY WUEI WUEY').split(' '),
)

/** Particles of compound names and surnames that are skipped (de la Cruz → CRUZ). */
const PARTICLES = new Set(['DA', 'DAS', 'DE', 'DEL', 'DER', 'DI', 'DIE', 'DD', 'EL', 'LA', 'LOS', 'LAS', 'LE', 'LES', 'MAC', 'MC', 'VAN', 'VON', 'Y'])

/** A first given name this common is skipped when another follows (María José → JOSE). */
const COMMON_FIRST_NAMES = new Set(['MARIA', 'MA', 'MA.', 'M', 'M.', 'JOSE', 'J', 'J.'])

/** Upper case without accents; Ñ becomes X, as the CURP writes it. */
function plain(text: string): string {
  return text
    .normalize('NFC')
    .toUpperCase()
    .replace(/Ñ/g, 'X')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Z. ]/g, '')
}

const words = (text: string) => plain(text).split(/\s+/).filter(Boolean)

/** The word the CURP takes its letters from: the first that is not a particle. */
function mainWord(text: string | null): string {
  const list = words(text ?? '')
  return (list.find((word) => !PARTICLES.has(word)) ?? list[0] ?? '').replace(/\./g, '')
}

function givenWord(givenNames: string): string {
  const list = words(givenNames).filter((word) => !PARTICLES.has(word))
  const chosen = list.length > 1 && COMMON_FIRST_NAMES.has(list[0] ?? '') ? list[1] : list[0]
  return (chosen ?? '').replace(/\./g, '')
}

const firstInner = (word: string, pattern: RegExp) => [...word.slice(1)].find((letter) => pattern.test(letter)) ?? 'X'
const VOWEL = /[AEIOU]/
const CONSONANT = /[B-DF-HJ-NP-TV-Z]/

/** The state code of a place of birth that names a state (any case, with or without accents); undefined otherwise. */
export function stateCodeOf(place: string): string | undefined {
  const wanted = plain(place).replace(/\./g, '').trim()
  const aliases: Record<string, string> = { 'CDMX': 'DF', 'DISTRITO FEDERAL': 'DF', 'MEXICO': 'MC', 'ESTADO DE MEXICO': 'MC' }
  if (aliases[wanted]) return aliases[wanted]
  return Object.entries(CURP_STATES).find(([, name]) => plain(name) === wanted)?.[0]
}

export interface CurpPerson {
  givenNames: string
  paternalSurname: string
  maternalSurname: string | null
  /** `YYYY-MM-DD`. */
  birthDate: string
  sex: Sex
  /** RENAPO's two letters, e.g. DF, or NE for a birth abroad. */
  state: string
  /**
   * RENAPO's character telling homonyms apart: a digit for a birth before 2000, a letter from 2000
   * on. Kept when it fits the century, else 0 or A.
   */
  homonym?: string
}

export interface CurpNames {
  givenNames: string
  paternalSurname: string
  maternalSurname?: string | null | undefined
}

/**
 * The CURP's first four letters for a name: the paternal surname's initial and first inner vowel,
 * the maternal surname's initial (X without one), the given name's initial (the second name's
 * after José or María); a rude word gets X in second place.
 */
export function curpInitials(names: CurpNames): string {
  const paternal = mainWord(names.paternalSurname)
  const maternal = mainWord(names.maternalSurname ?? null)
  const given = givenWord(names.givenNames)
  const initials = `${paternal[0] ?? 'X'}${firstInner(paternal, VOWEL)}${maternal[0] ?? 'X'}${given[0] ?? 'X'}`
  return INCONVENIENT.has(initials) ? `${initials[0]}X${initials.slice(2)}` : initials
}

/**
 * Whether a CURP is the name's: its first four letters are the name's (RENAPO also writes X in
 * second place for words it finds rude, so X there always agrees).
 */
export function curpMatchesName(curp: string, names: CurpNames): boolean {
  if (mainWord(names.paternalSurname) === '' || givenWord(names.givenNames) === '') return false
  const expected = curpInitials(names)
  const code = curp.toUpperCase()
  return code[0] === expected[0] && (code[1] === expected[1] || code[1] === 'X') && code.slice(2, 4) === expected.slice(2, 4)
}

export function curpOf(person: CurpPerson): string {
  const paternal = mainWord(person.paternalSurname)
  const maternal = mainWord(person.maternalSurname)
  const given = givenWord(person.givenNames)
  const initials = curpInitials(person)
  const [year, month, day] = person.birthDate.split('-')
  const before2000 = Number(year) < 2000
  const homonym = person.homonym && (before2000 ? /^\d$/ : /^[A-Z]$/).test(person.homonym) ? person.homonym : before2000 ? '0' : 'A'
  const inner = `${firstInner(paternal, CONSONANT)}${maternal ? firstInner(maternal, CONSONANT) : 'X'}${firstInner(given, CONSONANT)}`
  const body = `${initials}${year?.slice(2)}${month}${day}${person.sex}${person.state}${inner}${homonym}`
  return `${body}${curpCheckDigit(body)}`
}
