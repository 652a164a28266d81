import type { SeedStudent } from './students.ts'
import { CAMPUSES, PROGRAMS, career } from './programs.ts'

const GIVEN = ['Ana Sofía', 'Luis Fernando', 'María José', 'José Manuel', 'Ximena', 'Emiliano', 'Regina', 'Santiago', 'Camila', 'Mateo']
const SURNAMES = ['García', 'Martínez', 'López', 'González', 'Rodríguez', 'Pérez', 'Sánchez', 'Flores', 'Torres', 'Rivera', 'Morales', 'Cruz']

const UVM = {
  line: 'UVM Licenciatura',
  programs: [PROGRAMS.derecho, PROGRAMS.mercadotecnia, PROGRAMS.arquitectura, PROGRAMS.psicologia, PROGRAMS.nutricion],
  campuses: [CAMPUSES.guadalajaraSur, CAMPUSES.puebla, CAMPUSES.coyoacan, CAMPUSES.tlalpan],
}
const UNITEC = {
  line: 'UNITEC Licenciatura',
  programs: [PROGRAMS.administracion, PROGRAMS.sistemas, PROGRAMS.enfermeria, PROGRAMS.mecatronica],
  campuses: [CAMPUSES.guadalajara, CAMPUSES.sur, CAMPUSES.atizapan, CAMPUSES.ecatepec],
}

const pick = <T>(items: readonly T[], index: number): T => items[index % items.length] as T

/** More students without a sign-in, so the administrative search has pages to show. */
export function generatedStudents(): SeedStudent[] {
  const students: SeedStudent[] = []
  for (let i = 0; i < 18; i++) {
    const uvm = i < 10
    const brand = uvm ? UVM : UNITEC
    const given = pick(GIVEN, i)
    const family = `${pick(SURNAMES, i * 5 + 1)} ${pick(SURNAMES, i * 7 + 3)}`
    const campus = pick(brand.campuses, i)
    const accountNumber = uvm ? `0103010${String(i).padStart(2, '0')}` : `223010${String(i).padStart(2, '0')}`
    const email = `${given.split(' ')[0]?.toLowerCase()}.${accountNumber}@demo.edu.mx`.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    students.push({
      accountNumber,
      ownerId: null,
      fullName: `${given} ${family}`,
      email,
      portal: uvm ? 'uvm' : 'unitec',
      businessLine: brand.line,
      campusCode: campus.campusCode,
      campusName: campus.campusName,
      careers: [career(pick(brand.programs, i), campus, i % 4 !== 3)],
    })
  }
  return students
}
