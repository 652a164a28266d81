import { describe, expect, it } from 'vitest'
import { guessSeparator, parseDelimited, readDelimited } from '@/shared/viewer/sheet/delimited'

describe('guessSeparator', () => {
  it('finds a comma, a semicolon or a tab', () => {
    expect(guessSeparator('matricula,nombre,promedio\n123,Ana,9.5\n124,Luis,8.7\n')).toBe(',')
    expect(guessSeparator('matricula;nombre;promedio\n123;Ana;9,5\n124;Luis;8,7\n')).toBe(';')
    expect(guessSeparator('matricula\tnombre\tpromedio\n123\tAna\t9.5\n124\tLuis\t8.7\n')).toBe('\t')
  })

  it('does not count separators inside quoted fields', () => {
    // Commas inside the quotes would give a "consistent" three columns if they counted.
    expect(guessSeparator('nombre;ciudad\n"Pérez, Ana";"Monterrey, N.L."\n"López, Luis";"Puebla, Pue."\n')).toBe(';')
    expect(guessSeparator('nombre,nota\n"Pérez; Ana",9\n"López; Luis",8\n')).toBe(',')
    // A quoted field may span lines.
    expect(guessSeparator('id;comentario\n1;"primera línea\nsegunda, con coma"\n2;"otra"\n')).toBe(';')
  })

  it('prefers the semicolon when decimal commas split the lines as evenly', () => {
    expect(guessSeparator('1,5;2,5\n3,5;4,5\n')).toBe(';')
  })

  it('picks the separator with the most consistent column count', () => {
    // Semicolons split half the lines in two, commas every line: commas win despite the order.
    expect(guessSeparator('a,b;x\nc,d\ne,f;y\ng,h\n')).toBe(',')
    // Both split most lines in two; only the semicolon splits all of them.
    expect(guessSeparator('nombre,apellido;edad\nAna,Pérez;20\nLuis;30\nEva,Ruiz;40\n')).toBe(';')
  })

  it('ignores a byte order mark and empty lines', () => {
    expect(guessSeparator('\uFEFFclave;materia\n\nMAT101;Cálculo\n\n\nFIS102;Física\n')).toBe(';')
  })

  it('honours the sep= line Excel writes', () => {
    expect(guessSeparator('sep=;\na,b;c\n')).toBe(';')
  })

  it('answers a comma for a file of one column', () => {
    expect(guessSeparator('nombre\nAna\nLuis\n')).toBe(',')
    expect(readDelimited('nombre\nAna\nLuis\n')).toEqual([['nombre'], ['Ana'], ['Luis']])
  })

  it('answers a comma for empty text', () => {
    expect(guessSeparator('')).toBe(',')
    expect(readDelimited('')).toEqual([])
  })
})

describe('parseDelimited', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks', () => {
    expect(parseDelimited('"a,b","dijo ""hola""","x\r\ny"\r\nc,d,e', ',')).toEqual([
      ['a,b', 'dijo "hola"', 'x\r\ny'],
      ['c', 'd', 'e'],
    ])
  })

  it('keeps empty fields, including a last one', () => {
    expect(parseDelimited('a,,c,\n,,', ',')).toEqual([
      ['a', '', 'c', ''],
      ['', '', ''],
    ])
  })

  it('takes LF, CRLF and CR line ends, and stops at the asked number of records', () => {
    expect(parseDelimited('1\n2\r\n3\r4', ',')).toEqual([['1'], ['2'], ['3'], ['4']])
    expect(parseDelimited('1\n2\n3\n4', ',', 2)).toEqual([['1'], ['2']])
  })
})

describe('readDelimited', () => {
  it('drops the byte order mark, the sep= line and trailing blank lines, keeps blank lines inside', () => {
    expect(readDelimited('\uFEFFsep=;\r\nclave;nombre\r\n\r\nA1;Ana\r\n\r\n\r\n')).toEqual([['clave', 'nombre'], [''], ['A1', 'Ana']])
  })
})
