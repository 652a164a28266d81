import type { Career, StudentAccount } from '../../src/contract/user.ts'
import { insert, type Db } from '../db/sql.ts'
import { USER_IDS } from './identities.ts'
import { CAMPUSES, PROGRAMS, career } from './programs.ts'
import { generatedStudents } from './generated-students.ts'

/** Account numbers the tests and the demo talk about. */
export const ACCOUNTS = {
  alumnoUvm: '010245871',
  alumnoUvm2: '010245872',
  alumnoUnitec: '22140567',
  alumnoUnitec2: '22140568',
  adminUvm: '010400512',
  sinMatriculaUvm: '010512309',
  sinMatriculaUnitec: '22190012',
  tutoredUvm: '010377120',
  tutoredUvm2: '010377121',
  tutoredUvmDisabled: '010377122',
  tutoredUnitec: '22177451',
  tutoredUnitec2: '22177452',
  tutoredUnitecDisabled: '22177453',
} as const

export interface SeedStudent extends StudentAccount {
  ownerId: number | null
}

function account(
  accountNumber: string, ownerId: number | null, fullName: string, email: string, businessLine: string, careers: Career[],
): SeedStudent {
  const [first] = careers
  if (!first) throw new Error(`account ${accountNumber} needs a career`)
  const portal = businessLine.startsWith('UVM') ? 'uvm' : 'unitec'
  return { accountNumber, ownerId, fullName, email, portal, businessLine, campusCode: first.campusCode, campusName: first.campusName, careers }
}

const valeria = 'Valeria Hernández Ruiz'
const P = PROGRAMS
const C = CAMPUSES

export const SEED_STUDENTS: SeedStudent[] = [
  account(ACCOUNTS.alumnoUvm, USER_IDS.alumno, valeria, 'alumno@demo.edu.mx', 'UVM Licenciatura',
    [career(P.psicologia, C.coyoacan, true), career(P.pedagogia, C.coyoacan, false)]),
  account(ACCOUNTS.alumnoUvm2, USER_IDS.alumno, valeria, 'alumno@demo.edu.mx', 'UVM Posgrado',
    [career(P.maestriaEducacion, C.uvmOnline, true)]),
  account(ACCOUNTS.alumnoUnitec, USER_IDS.alumno, valeria, 'alumno@demo.edu.mx', 'UNITEC Licenciatura',
    [career(P.sistemas, C.sur, true), career(P.diseno, C.sur, false)]),
  account(ACCOUNTS.alumnoUnitec2, USER_IDS.alumno, valeria, 'alumno@demo.edu.mx', 'UNITEC Ejecutiva',
    [career(P.contaduria, C.marina, true)]),
  account(ACCOUNTS.adminUvm, USER_IDS.admin, 'Laura Gómez Villanueva', 'admin@demo.edu.mx', 'UVM Posgrado',
    [career(P.mba, C.tlalpan, true)]),
  account(ACCOUNTS.sinMatriculaUvm, USER_IDS.sinmatricula, 'Carlos Mendoza Pérez', 'sinmatricula@demo.edu.mx', 'UVM Licenciatura',
    [career(P.derecho, C.lomasVerdes, false)]),
  account(ACCOUNTS.sinMatriculaUnitec, USER_IDS.sinmatricula, 'Carlos Mendoza Pérez', 'sinmatricula@demo.edu.mx', 'UNITEC Licenciatura',
    [career(P.mecatronica, C.atizapan, false)]),
  account(ACCOUNTS.tutoredUvm, null, 'Diego Ramírez Torres', 'diego.ramirez@demo.edu.mx', 'UVM Licenciatura',
    [career(P.industrial, C.sanRafael, true)]),
  account(ACCOUNTS.tutoredUvm2, null, 'Mariana Ramírez Torres', 'mariana.ramirez@demo.edu.mx', 'UVM Preparatoria',
    [career(P.preparatoria, C.coyoacan, true)]),
  account(ACCOUNTS.tutoredUvmDisabled, null, 'Andrés Ramírez Olvera', 'andres.ramirez@demo.edu.mx', 'UVM Licenciatura',
    [career(P.nutricion, C.queretaro, true)]),
  account(ACCOUNTS.tutoredUnitec, null, 'Sofía Ramírez Torres', 'sofia.ramirez@demo.edu.mx', 'UNITEC Licenciatura',
    [career(P.enfermeria, C.cuitlahuac, true)]),
  account(ACCOUNTS.tutoredUnitec2, null, 'Emilio Ramírez Torres', 'emilio.ramirez@demo.edu.mx', 'UNITEC Licenciatura',
    [career(P.sistemas, C.ecatepec, true)]),
  account(ACCOUNTS.tutoredUnitecDisabled, null, 'Renata Ramírez Olvera', 'renata.ramirez@demo.edu.mx', 'UNITEC Licenciatura',
    [career(P.diseno, C.leon, true)]),
  ...generatedStudents(),
]

export function seedStudents(db: Db): void {
  SEED_STUDENTS.forEach((student, position) => {
    insert(db, 'student_accounts', {
      account_number: student.accountNumber,
      user_id: student.ownerId,
      portal: student.portal,
      full_name: student.fullName,
      email: student.email,
      business_line: student.businessLine,
      campus_code: student.campusCode,
      campus_name: student.campusName,
      position,
    })
    student.careers.forEach((c, index) => {
      insert(db, 'careers', {
        account_number: student.accountNumber, position: index, cv_program: c.cvProgram, program_name: c.programName,
        campus_code: c.campusCode, campus_name: c.campusName, level: c.level, modality: c.modality, enrolled: c.enrolled ? 1 : 0,
      })
    })
  })
}
