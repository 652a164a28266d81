import { describe, expect, it } from 'vitest'
import { guessSeparator, readDelimited } from '@/shared/viewer/sheet/delimited'

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

describe('readDelimited (SheetJS’s delimited reader)', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks', () => {
    expect(readDelimited('"a,b","dijo ""hola""","x\r\ny"\r\nc,d,e')).toEqual([
      ['a,b', 'dijo "hola"', 'x\r\ny'],
      ['c', 'd', 'e'],
    ])
  })

  it('reads a semicolon file whose quoted fields hold commas, in UTF-8 with accents', () => {
    const csv = 'matrícula;nombre;dirección;promedio\n123;"Pérez, José";"Av. Juárez 10, Col. Centro";9,5\n124;"Muñoz, Ana";"Niños Héroes 3, Mérida";10\n'
    expect(readDelimited(csv)).toEqual([
      ['matrícula', 'nombre', 'dirección', 'promedio'],
      ['123', 'Pérez, José', 'Av. Juárez 10, Col. Centro', '9,5'],
      ['124', 'Muñoz, Ana', 'Niños Héroes 3, Mérida', '10'],
    ])
  })

  it('reads a TSV, quoted fields included', () => {
    expect(readDelimited('clave\tmateria\tcréditos\nMAT101\t"Cálculo\tdiferencial"\t8\nFIS102\tFísica, grupo B\t6\n')).toEqual([
      ['clave', 'materia', 'créditos'],
      ['MAT101', 'Cálculo\tdiferencial', '8'],
      ['FIS102', 'Física, grupo B', '6'],
    ])
  })

  it('keeps every cell as written: no numbers, dates or formulas read into it', () => {
    expect(readDelimited('clave,fecha,total,nota\n00123,05/01/2025,=SUMA(A1),TRUE\n')).toEqual([
      ['clave', 'fecha', 'total', 'nota'],
      ['00123', '05/01/2025', '=SUMA(A1)', 'TRUE'],
    ])
  })

  it('keeps empty fields inside a row; a row ends at its last field with text', () => {
    expect(readDelimited('a,,c,\n,,\nd,e,f')).toEqual([['a', '', 'c'], [], ['d', 'e', 'f']])
  })

  it('takes LF, CRLF and CR line ends, and stops at the asked number of records', () => {
    expect(readDelimited('a;1\nb;2\r\nc;3\rd;4')).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
      ['d', '4'],
    ])
    expect(readDelimited('a;1\nb;2\nc;3\nd;4', 2)).toEqual([
      ['a', '1'],
      ['b', '2'],
    ])
  })

  it('reads as text what begins like another format SheetJS knows', () => {
    // SYLK files begin with `ID`, DIF files with `TABL`, XML with `<`.
    expect(readDelimited('ID;Nombre\n1;Ana\n')).toEqual([
      ['ID', 'Nombre'],
      ['1', 'Ana'],
    ])
    expect(readDelimited('TABLA,valor\nx,1\n')).toEqual([
      ['TABLA', 'valor'],
      ['x', '1'],
    ])
    expect(readDelimited('<b>,c\n1,2\n')).toEqual([
      ['<b>', 'c'],
      ['1', '2'],
    ])
  })

  it('drops the byte order mark, the sep= line and trailing blank lines, keeps blank lines inside', () => {
    expect(readDelimited('\uFEFFsep=;\r\nclave;nombre\r\n\r\nA1;Ana\r\n\r\n\r\n')).toEqual([['clave', 'nombre'], [], ['A1', 'Ana']])
  })
})
